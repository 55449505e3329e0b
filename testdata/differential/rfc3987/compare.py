#!/usr/bin/python3
"""Differential test: our `iri parse --json` against python3-rfc3987 (match/parse).

Usage: compare.py corpus.txt [IRI_BIN] > diffs.jsonl   (summary on stderr)
Each output line: {"rule":..., "input":..., "ours":{...}, "py":{...}, "kind":"validity"|"component"}
"""
import json, re as stdre, subprocess, sys
import rfc3987

assert rfc3987.REGEX, "python3-regex is needed for component groups"
corpus = sys.argv[1]
IRI = sys.argv[2] if len(sys.argv) > 2 else "./iri"
raw = open(corpus, "rb").read()
strings = raw.decode("utf-8").split("\n")[:-1]   # NOT splitlines(): U+0085/U+2028 are data

RULES = [("rfc3987", "IRI-reference", "IRI_reference"), ("rfc3987", "IRI", "IRI"),
         ("rfc3987", "absolute-IRI", "absolute_IRI"), ("rfc3987", "irelative-ref", "irelative_ref"),
         ("rfc3986", "URI-reference", "URI_reference"), ("rfc3986", "URI", "URI"),
         ("rfc3986", "absolute-URI", "absolute_URI"), ("rfc3986", "relative-ref", "relative_ref")]

# the same patterns compiled with the stdlib re module (what the package uses without python3-regex)
RE_PATS = {py: stdre.compile("^%s$" % rfc3987.upatterns_no_names[py]) for _, _, py in RULES}


def py_components(s, rule):
    d = rfc3987.parse(s, rule)
    def g(*names):
        for n in names:
            if d.get(n) is not None:
                return d[n]
        return None
    host = g("host", "ihost")
    if host is None:
        kind = None
    elif g("IPvFuture") is not None:
        kind = "ipvfuture"
    elif host.startswith("["):
        kind = "ipv6"
    elif g("IPv4address") == host:
        kind = "ipv4"
    else:
        kind = "reg-name"
    return {"scheme": g("scheme"), "authority": g("authority", "iauthority"),
            "userinfo": g("userinfo", "iuserinfo"), "host": host, "host_kind": kind,
            "port": g("port"), "path": g("path", "ipath") or "", "query": g("query", "iquery"),
            "fragment": g("fragment", "ifragment")}


def our_components(o):
    b = o["input"].encode("utf-8")
    sp = o.get("spans", {})
    auth = b[sp["authority"][0]:sp["authority"][1]].decode("utf-8") if "authority" in sp else None
    return {"scheme": o["scheme"], "authority": auth, "userinfo": o["userinfo"], "host": o["host"],
            "host_kind": o["host_kind"] if o["host_kind"] not in ("none",) else None,
            "port": o["port"], "path": o["path"], "query": o["query"], "fragment": o["fragment"]}


summary = {}
re_mismatch = 0
for variant, rule, pyrule in RULES:
    p = subprocess.run([IRI, "parse", "--json", "--variant", variant, "--rule", rule],
                       input=raw, capture_output=True)
    lines = p.stdout.decode("utf-8").split("\n")[:-1]
    assert len(lines) == len(strings), (rule, len(lines), len(strings), p.stderr[:500])
    nd = nc = 0
    for s, line in zip(strings, lines):
        o = json.loads(line)
        assert o["input"] == s, (o["input"], s)
        m = rfc3987.match(s, pyrule) is not None
        if (RE_PATS[pyrule].match(s) is not None) != m:
            re_mismatch += 1
            print("re/regex mismatch", rule, repr(s), file=sys.stderr)
        rec = None
        if o["valid"] != m:
            rec = {"kind": "validity", "ours": o.get("error") or our_components(o),
                   "py": m}
            rec["ours_valid"] = o["valid"]
        elif m:
            nc += 1
            pc, oc = py_components(s, pyrule), our_components(o)
            diff = {k: (oc[k], pc[k]) for k in pc if oc[k] != pc[k]}
            if diff:
                rec = {"kind": "component", "diff": diff}
        if rec:
            nd += 1
            rec.update(rule=rule, input=s)
            print(json.dumps(rec, ensure_ascii=False))
    summary[rule] = (len(strings), nd, nc)
for k, (n, d, c) in summary.items():
    print("%-15s tested %6d  disagreements %5d  (components compared on %d valid parses)" % (k, n, d, c), file=sys.stderr)
print("re vs regex validity mismatches:", re_mismatch, file=sys.stderr)
