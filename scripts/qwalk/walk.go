package main

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
	"strings"
)

// stop is one call of the walk: the file of the function called, and its
// name ((*T).m for a method).
type stop struct {
	file, fn string
}

// walk is one walk of q through a package.
type walk struct {
	fset  *token.FileSet
	info  *types.Info
	pkg   *types.Package
	decls map[*types.Func]*ast.FuncDecl
	// carriers are the type names (as the package writes them) whose
	// values can hold q.
	carriers map[string]bool
	// expanded holds, per function walked, the parameters it was walked
	// with as carrying q.
	expanded map[*types.Func]taint
	stops    []stop
}

// walkQ type checks the package in dir (tests aside) and walks q through
// it from ParseQuery's steps that read q.
func walkQ(dir string, carriers []string) (*walk, error) {
	w := &walk{fset: token.NewFileSet(), carriers: map[string]bool{},
		decls: map[*types.Func]*ast.FuncDecl{}, expanded: map[*types.Func]taint{},
		info: &types.Info{Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}}
	for _, c := range carriers {
		w.carriers[c] = true
	}
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(w.fset, p, nil, 0)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no Go files in %s", dir)
	}
	conf := types.Config{Importer: importer.ForCompiler(w.fset, "source", nil)}
	if w.pkg, err = conf.Check(files[0].Name.Name, w.fset, files, w.info); err != nil {
		return nil, err
	}
	for _, c := range carriers {
		name := strings.TrimLeft(c, "*[]")
		if w.pkg.Scope().Lookup(name) == nil && types.Universe.Lookup(name) == nil && !strings.Contains(name, ".") {
			return nil, fmt.Errorf("no type %s in package %s", name, w.pkg.Name())
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				w.decls[w.info.Defs[fd.Name].(*types.Func)] = fd
			}
		}
	}
	return w, w.start()
}

// start visits ParseQuery's steps that read q: text keeps q's values
// (parseText) in queryParse.texts, and textClauses, from whose loop over
// them the walk follows the calls.
func (w *walk) start() error {
	for _, name := range []string{"ParseQuery", "(*queryParse).text", "(*Query).parseText"} {
		f := w.lookup(name)
		if f == nil {
			return fmt.Errorf("no function %s", name)
		}
		w.visit(f)
		w.expanded[f] = taint{}
	}
	root := w.lookup("(*queryParse).textClauses")
	if root == nil {
		return fmt.Errorf("no method (*queryParse).textClauses")
	}
	recv := w.decls[root].Recv.List[0].Names
	if len(recv) == 0 {
		return fmt.Errorf("(*queryParse).textClauses names no receiver")
	}
	// the receiver's field texts holds q's values
	texts := taint{recv[0].Name + ".texts": true}
	w.visit(root)
	w.expanded[root] = texts
	w.expand(root, texts.with(nil), nil)
	return nil
}

// lookup finds a function or method of the package by its short name.
func (w *walk) lookup(name string) *types.Func {
	for f := range w.decls {
		if w.name(f) == name {
			return f
		}
	}
	return nil
}

// name is a function's name, (*T).m or T.m for a method.
func (w *walk) name(f *types.Func) string {
	sig := f.Type().(*types.Signature)
	if sig.Recv() == nil {
		return f.Name()
	}
	t := w.typeName(sig.Recv().Type())
	if strings.HasPrefix(t, "*") {
		t = "(" + t + ")"
	}
	return t + "." + f.Name()
}

// typeName writes a type as the package does (its own types unqualified).
func (w *walk) typeName(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == w.pkg {
			return ""
		}
		return p.Name()
	})
}

func (w *walk) visit(f *types.Func) {
	w.stops = append(w.stops, stop{filepath.Base(w.fset.Position(f.Pos()).Filename), w.name(f)})
}

// taint is the variables (or selector paths, p.texts) of one function
// that hold q or values computed from it.
type taint map[string]bool

// with returns a new taint holding t's variables and o's.
func (t taint) with(o taint) taint {
	out := taint{}
	for k := range t {
		out[k] = true
	}
	for k := range o {
		out[k] = true
	}
	return out
}

// covers tells whether t holds every variable of o.
func (t taint) covers(o taint) bool {
	for k := range o {
		if !t[k] {
			return false
		}
	}
	return true
}

// mentions tells whether an expression reads a tainted variable.
func (t taint) mentions(e ast.Node) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			found = found || t[n.Name]
		case *ast.SelectorExpr:
			found = found || t[types.ExprString(n)]
		}
		return !found
	})
	return found
}

// spread taints, until nothing changes, every variable assigned from a
// tainted expression in body.
func (t taint) spread(body ast.Node) {
	for changed := true; changed; {
		changed = false
		mark := func(lhs ast.Expr) {
			if id := rootIdent(lhs); id != nil && id.Name != "_" && !t[id.Name] {
				t[id.Name], changed = true, true
			}
		}
		ast.Inspect(body, func(n ast.Node) bool {
			switch st := n.(type) {
			case *ast.AssignStmt:
				for _, r := range st.Rhs {
					if t.mentions(r) {
						for _, l := range st.Lhs {
							mark(l)
						}
					}
				}
			case *ast.ValueSpec:
				for _, v := range st.Values {
					if t.mentions(v) {
						for _, name := range st.Names {
							mark(name)
						}
					}
				}
			case *ast.RangeStmt:
				if t.mentions(st.X) {
					for _, l := range []ast.Expr{st.Key, st.Value} {
						if l != nil {
							mark(l)
						}
					}
				}
			}
			return true
		})
	}
}

// rootIdent is the variable an assignment target writes (x of x.f[i]).
func rootIdent(e ast.Expr) *ast.Ident {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return x
		case *ast.SelectorExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		default:
			return nil
		}
	}
}

// expand walks the body of f, whose tainted parameters are t and whose
// parameters of function type are bound to the functions in bound.
func (w *walk) expand(f *types.Func, t taint, bound map[types.Object]*types.Func) {
	body := w.decls[f].Body
	if body == nil {
		return
	}
	t.spread(body)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			// a local variable bound to a package function
			for i, r := range n.Rhs {
				if g := w.funcRef(r); g != nil && i < len(n.Lhs) {
					if id, ok := n.Lhs[i].(*ast.Ident); ok {
						if obj := w.object(id); obj != nil {
							if bound == nil {
								bound = map[types.Object]*types.Func{}
							}
							bound[obj] = g
						}
					}
				}
			}
		case *ast.CallExpr:
			w.call(n, t, bound)
		}
		return true
	})
}

// call follows one call of a walked body when it carries q.
func (w *walk) call(call *ast.CallExpr, t taint, bound map[types.Object]*types.Func) {
	g, recv := w.callee(call.Fun, bound)
	if g == nil {
		return
	}
	sig := g.Type().(*types.Signature)
	next := taint{}
	if recv != nil && sig.Recv() != nil && w.carries(sig.Recv().Type()) && t.mentions(recv) {
		next[sig.Recv().Name()] = true
	}
	var binds map[types.Object]*types.Func
	params := sig.Params()
	for i, a := range call.Args {
		if params.Len() == 0 {
			break
		}
		p := params.At(min(i, params.Len()-1))
		pt := p.Type()
		if sig.Variadic() && i >= params.Len()-1 && !call.Ellipsis.IsValid() {
			pt = pt.(*types.Slice).Elem()
		}
		if w.carries(pt) && t.mentions(a) {
			next[p.Name()] = true
		}
		if fn := w.funcRef(a); fn != nil {
			if binds == nil {
				binds = map[types.Object]*types.Func{}
			}
			binds[p] = fn
		}
	}
	if len(next) == 0 {
		return
	}
	w.visit(g)
	// A function is walked at its first call, and again with the union
	// when a later call passes q in a parameter the walks so far had not.
	done, ok := w.expanded[g]
	if ok && done.covers(next) {
		return
	}
	w.expanded[g] = done.with(next)
	w.expand(g, done.with(next), binds)
}

// carries tells whether a value of type t can hold q.
func (w *walk) carries(t types.Type) bool { return w.carriers[w.typeName(t)] }

// object is the variable or function an identifier names.
func (w *walk) object(id *ast.Ident) types.Object {
	if obj := w.info.Uses[id]; obj != nil {
		return obj
	}
	return w.info.Defs[id]
}

// funcRef is the package function an expression names without calling it
// (f, x.m, T.m), if any.
func (w *walk) funcRef(e ast.Expr) *types.Func {
	var obj types.Object
	switch e := e.(type) {
	case *ast.Ident:
		obj = w.object(e)
	case *ast.SelectorExpr:
		if sel := w.info.Selections[e]; sel != nil {
			obj = sel.Obj()
		}
	}
	if f, ok := obj.(*types.Func); ok && w.decls[f] != nil {
		return f
	}
	return nil
}

// callee resolves what a call calls: a function or method of the package
// (with the receiver expression of a method call), or the function a
// variable of function type was bound to.
func (w *walk) callee(fun ast.Expr, bound map[types.Object]*types.Func) (*types.Func, ast.Expr) {
	switch f := fun.(type) {
	case *ast.ParenExpr:
		return w.callee(f.X, bound)
	case *ast.IndexExpr:
		return w.callee(f.X, bound)
	case *ast.IndexListExpr:
		return w.callee(f.X, bound)
	case *ast.Ident:
		obj := w.object(f)
		if g, ok := obj.(*types.Func); ok && w.decls[g] != nil {
			return g, nil
		}
		return bound[obj], nil
	case *ast.SelectorExpr:
		sel := w.info.Selections[f]
		if sel == nil {
			// a package-qualified function: not this package's
			return nil, nil
		}
		g, ok := sel.Obj().(*types.Func)
		if !ok || w.decls[g] == nil {
			return bound[sel.Obj()], nil
		}
		if sel.Kind() == types.MethodVal {
			return g, f.X
		}
		return g, nil
	}
	return nil, nil
}

// fileCount is how many times the walk entered a file.
type fileCount struct {
	file    string
	entries int
}

// entries counts, per file, the calls into it from a call into another
// file, most entered first; back is how many of them went into a file
// already left.
func (w *walk) entries() (counts []fileCount, back int) {
	n := map[string]int{}
	prev := ""
	for _, s := range w.stops {
		if s.file != prev {
			if n[s.file] > 0 {
				back++
			}
			n[s.file]++
		}
		prev = s.file
	}
	for f, c := range n {
		counts = append(counts, fileCount{f, c})
	}
	sort.Slice(counts, func(i, j int) bool {
		a, b := counts[i], counts[j]
		return a.entries > b.entries || a.entries == b.entries && a.file < b.file
	})
	return counts, back
}

// report prints the figures of the walk.
func (w *walk) report() string {
	counts, back := w.entries()
	total := 0
	for _, c := range counts {
		total += c.entries
	}
	var b strings.Builder
	fmt.Fprintf(&b, "calls only: %d entries into %d files, %d into a file already left; most: %s %d\n",
		total, len(counts), back, counts[0].file, counts[0].entries)
	for _, c := range counts {
		fmt.Fprintf(&b, "  %-22s %d\n", c.file, c.entries)
	}
	return b.String()
}
