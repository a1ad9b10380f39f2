"""Calls every operation of the API through the Python client that
openapi-python-client generated from the document, with default
arguments (only the required ones given), runs the document's Python code
sample of each, and walks one collection to its end. Every call must
answer 2xx and parse into the generated 200 model.

With DUMP_DIR, each operation's real answers are written there for the
TypeScript check: <operationId>.200.json, and <operationId>.400.json, the
answer to the same request with an unknown parameter added.

Usage: check.py BASE_URL API_KEY [DUMP_DIR] (the generated package
readapi_client on PYTHONPATH). Prints one line per operation and a closing
'N passed, N failed' line; exits 1 on any failure.
"""

import importlib
import inspect
import os
import pkgutil
import sys

from openapi_python_client.strings import snake_case  # how the pinned generator names modules

import readapi_client.api
from readapi_client import AuthenticatedClient
from readapi_client.types import Unset


def operations():
    """Every generated operation module, as (tag, name, module)."""
    for tag in pkgutil.iter_modules(readapi_client.api.__path__):
        package = importlib.import_module(f"readapi_client.api.{tag.name}")
        for op in pkgutil.iter_modules(package.__path__):
            yield tag.name, op.name, importlib.import_module(f"readapi_client.api.{tag.name}.{op.name}")


def call(module, client, dump=None, **required):
    """Calls an operation; returns its parsed 200 body or raises. With dump
    (a path without extension) the raw 200 and a 400 are written."""
    response = module.sync_detailed(client=client, **required)
    if not 200 <= response.status_code < 300:
        raise AssertionError(f"status {response.status_code}: {response.content[:300]!r}")
    json_body = response.headers.get("content-type", "").startswith("application/json")
    if json_body and (response.parsed is None or type(response.parsed).__name__ == "ErrorEnvelope"):
        raise AssertionError(f"not parsed as the 200 body: {response.parsed!r}")
    if dump and json_body:
        with open(dump + ".200.json", "wb") as f:
            f.write(response.content)
        kwargs = module._get_kwargs(**required)
        refused = client.get_httpx_client().get(kwargs["url"], params={**kwargs.get("params", {}), "x": "1"})
        if refused.status_code != 400:
            raise AssertionError(f"an unknown parameter answered {refused.status_code}, not 400")
        with open(dump + ".400.json", "wb") as f:
            f.write(refused.content)
    return response.parsed


def first(items):
    if not items:
        raise AssertionError("an empty collection to take an id from")
    return items[0]


def required_args(name, module, client, lists):
    """The required arguments of an operation besides client, taken from
    the answers of the collections (an id, a venue slug, a prefix)."""
    params = [p for p in inspect.signature(module.sync_detailed).parameters.values()
              if p.name != "client" and p.default is inspect.Parameter.empty]
    args = {}
    for p in params:
        if p.name == "id" and name == "get_venues_by_id":
            args["id"] = next(e.venue.id for e in lists["list_events"].data if e.venue and e.venue.id)
        elif p.name == "id":
            # get_<collection>_by_id, or list_<collection>_by_id_<what> for
            # the collections under one record (copies, similar)
            collection = name.removeprefix("get_").removeprefix("list_").split("_by_id")[0]
            args["id"] = first(lists["list_" + collection].data).id
        elif p.name == "name" and name == "get_vocabulary":
            args["name"] = lists["list_vocabularies"].data[0]
        elif p.name == "prefix":
            collection = name.removeprefix("list_").removesuffix("_suggest")
            row = first(lists["list_" + collection].data)
            text = row.title if collection == "jobs" else row.name
            args["prefix"] = text.split()[0][:3]
        else:
            raise AssertionError(f"no value for the required argument {p.name}")
    return args


def walk(module, client):
    """Follows meta.next from the first page to the last; returns the rows."""
    rows, cursor, pages = [], None, 0
    while True:
        page = call(module, client, limit=100, **({"cursor": cursor} if cursor else {}))
        rows += page.data
        pages += 1
        if page.meta.count != len(page.data):
            raise AssertionError(f"meta.count {page.meta.count} on a page of {len(page.data)}")
        cursor = page.meta.next_  # meta.next (the generator renames a builtin)
        if cursor is None or isinstance(cursor, Unset):
            return rows, pages
        if pages > 1000:
            raise AssertionError("more than 1000 pages")


def operation_ids(document):
    """The document's operationIds by the generated module's name."""
    return {snake_case(op["operationId"]): op["operationId"]
            for item in document["paths"].values() for op in item.values()}


def run_sample(op, base, key):
    """Runs the operation's Python code sample (x-codeSamples) as written,
    with BASE_URL and API_KEY set; its answer must be the 200 (a model, or
    the page of an operation that does not answer JSON)."""
    sample = next(s for s in op["x-codeSamples"] if s["lang"] == "Python")
    scope = {"BASE_URL": base, "API_KEY": key, "print": lambda *args, **kwargs: None}
    exec(compile(sample["source"], f"<sample {op['operationId']}>", "exec"), scope)
    answer = scope.get("answer")
    json_body = "application/json" in op["responses"]["200"].get("content", {})
    if json_body and answer is None or type(answer).__name__ == "ErrorEnvelope":
        raise AssertionError(f"the sample's answer is {answer!r}")


def main(base, key, dump_dir=None):
    client = AuthenticatedClient(base_url=base, token=key, raise_on_unexpected_status=False)
    ops = sorted(operations(), key=lambda op: (not op[1].startswith("list_"), op[1]))
    document = client.get_httpx_client().get("/openapi.json").json()
    ids = operation_ids(document)
    if set(ids) != {name for _, name, _ in ops}:
        raise SystemExit(f"generated operations {sorted(name for _, name, _ in ops)} are not the document's {sorted(ids)}")
    lists, passed, failed = {}, 0, 0
    for tag, name, module in ops:
        try:
            dump = os.path.join(dump_dir, ids[name]) if dump_dir else None
            parsed = call(module, client, dump, **required_args(name, module, client, lists))
            if name.startswith("list_"):
                lists[name] = parsed
            print(f"ok   {tag}.{name}")
            passed += 1
        except Exception as e:  # one failing operation must not hide the others
            print(f"FAIL {tag}.{name}: {type(e).__name__}: {e}")
            failed += 1
    for item in document["paths"].values():
        try:
            run_sample(item["get"], base, key)
            print(f"ok   sample of {item['get']['operationId']}")
            passed += 1
        except Exception as e:
            print(f"FAIL sample of {item['get']['operationId']}: {type(e).__name__}: {e}")
            failed += 1
    try:
        from readapi_client.api.rates import list_rates
        rows, pages = walk(list_rates, client)
        ids = [r.id for r in rows]
        if len(set(ids)) != len(ids):
            raise AssertionError("a row came twice")
        print(f"ok   walk of /v1/rates: {len(rows)} rows in {pages} pages")
        passed += 1
    except Exception as e:
        print(f"FAIL walk of /v1/rates: {type(e).__name__}: {e}")
        failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
