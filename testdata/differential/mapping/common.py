import re, json
RX = re.compile(r'^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?$', re.S)
def split(u):
    m = RX.match(u)
    auth = m.group(4)
    ui = host = port = None
    if auth is not None:
        a = auth
        if '@' in a: ui, a = a.rsplit('@', 1)
        mm = re.match(r'^(\[[^\]]*\]|[^:]*)(:.*)?$', a)
        host, port = mm.group(1), mm.group(2)
    return dict(scheme=m.group(2), userinfo=ui, host=host, port=port, path=m.group(5),
                query=m.group(7) if m.group(6) else None, fragment=m.group(9) if m.group(8) else None)
def diffcomps(a, b):
    A, B = split(a), split(b)
    return [k for k in A if A[k] != B[k]]
def load(name): return [json.loads(l) for l in open(f"results/{name}.jsonl", encoding="utf-8")]
def err(s): return s.startswith("!ERR")
