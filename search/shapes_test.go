package search

import (
	"reflect"
	"strings"
	"testing"

	"readapi"
)

// TestQualityShapeMatchesQuality keeps the documented members of a source's
// quality in step with the struct /v1/sources encodes.
func TestQualityShapeMatchesQuality(t *testing.T) {
	typ := reflect.TypeFor[Quality]()
	if typ.NumField() != len(readapi.QualityShape.Fields) {
		t.Fatalf("Quality has %d fields, the shape %d", typ.NumField(), len(readapi.QualityShape.Fields))
	}
	for i := range typ.NumField() {
		name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
		if f := readapi.QualityShape.Fields[i]; f.Name != name || f.Kind != readapi.Integer || f.Nullable {
			t.Errorf("field %d: shape %s %s nullable=%v, struct %s", i, f.Name, f.Kind, f.Nullable, name)
		}
	}
}

// TestObjectFieldsHaveShapes: every object or array field of every dataset
// says what it holds, which the OpenAPI document needs.
func TestObjectFieldsHaveShapes(t *testing.T) {
	var check func(owner string, fields []readapi.Field)
	check = func(owner string, fields []readapi.Field) {
		for _, f := range fields {
			if (f.Kind == readapi.Object || f.Kind == readapi.Array) && f.Shape == nil {
				t.Errorf("%s.%s: %s without a shape", owner, f.Name, f.Kind)
			}
			if f.Shape != nil {
				check(owner+"."+f.Name, f.Shape.Fields)
			}
		}
	}
	for _, d := range readapi.All {
		check(d.Name, d.Fields)
	}
	check("sources", readapi.SourceFields)
}
