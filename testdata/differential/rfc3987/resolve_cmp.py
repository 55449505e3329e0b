#!/usr/bin/python3
"""Differential test of reference resolution: `iri resolve --json --base B` vs rfc3987.resolve(B, R).

Usage: resolve_cmp.py [N_BASES] [N_REFS_PER_BASE] [SEED] > rdiffs.jsonl   (summary on stderr)
Pairs where either side rejects the base (as IRI) or the reference (as IRI-reference) are counted
but not compared.
"""
import json, random, subprocess, sys
import rfc3987
import rfc_resolve

IRI = "./iri"
NB = int(sys.argv[1]) if len(sys.argv) > 1 else 300
NR = int(sys.argv[2]) if len(sys.argv) > 2 else 120
R = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 5)

RFC_BASE = "http://a/b/c/d;p?q"
RFC_REFS = list(rfc3987.resolve.test_cases) + [
    "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", "",
    ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g", "../../../../g",
    "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y",
    "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g"]

SEGS = ["", ".", "..", "g", "h", "é", "中", "%2E", "%2e%2e", ".a", "a.", "...", "x;p", "a@b", "a:b", "ü.."]

def seg(nc=False):
    s = R.choice(SEGS)
    if nc and ":" in s: s = "c"
    return s

def path(n, first_nc=False):
    return "/".join([seg(first_nc)] + [seg() for _ in range(n - 1)]) if n else ""

def gen_base():
    sch = R.choice(["http", "urn", "a", "foo+bar"])
    k = R.random()
    if k < 0.45: s = sch + "://" + R.choice(["a", "h.example", "u@h:8", "[::1]", "", "é"]) + R.choice(["", "/" + path(R.randint(0, 4))])
    elif k < 0.65: s = sch + ":/" + path(R.randint(0, 4))
    elif k < 0.9: s = sch + ":" + path(R.randint(1, 4))
    else: s = sch + ":"
    if s.endswith(":") and R.random() < 0.5: s += "?"  # empty-query bases
    if R.random() < 0.4: s += "?" + R.choice(["q", "", "é", "a/../b", "\ue000"])
    if R.random() < 0.1: s += "#" + R.choice(["f", ""])
    return s

def gen_ref():
    k = R.random()
    if k < 0.55: s = path(R.randint(1, 5), first_nc=True)
    elif k < 0.75: s = "/" + path(R.randint(0, 5))
    elif k < 0.82: s = "//" + R.choice(["g", "", "u@g:1"]) + R.choice(["", "/" + path(R.randint(0, 3))])
    elif k < 0.9: s = R.choice(["http:", "urn:", "a:", "g:"]) + R.choice(["", "/", "//x/"]) + path(R.randint(0, 3))
    else: s = ""
    if R.random() < 0.25: s += "?" + R.choice(["y", "", "a/../b"])
    if R.random() < 0.2: s += "#" + R.choice(["s", "", "f/./x"])
    return s

pairs = {RFC_BASE: list(dict.fromkeys(RFC_REFS))}
extra_bases = ["http://a", "http://a/", "http://a?q", "urn:a/b/c", "urn:a", "a:/b/c/", "a:", "a:?q",
               "http://a/b/../c/./d", "urn:a/./b/../c", "a:.//b", "a:/.//b", "http://a//b//c", "a:b/..",
               "http://é/ü/ç?ß", "http://a/b/c/d;p?q#f"]
for b in extra_bases + [gen_base() for _ in range(NB)]:
    pairs.setdefault(b, [])
    pairs[b] = list(dict.fromkeys(pairs[b] + RFC_REFS[:15] + [gen_ref() for _ in range(NR)]))

total = compared = skipped_base = skipped_ref = nd = ours_lit = py_lit = both_lit = 0
for base, refs in pairs.items():
    refs = [r for r in refs if "\n" not in r]
    total += len(refs)
    py_base_ok = rfc3987.match(base, "IRI") is not None
    p = subprocess.run([IRI, "resolve", "--json", "--base", base], input="\n".join(refs).encode() + b"\n",
                       capture_output=True)
    if p.returncode == 2 or not py_base_ok:
        skipped_base += len(refs)
        print(json.dumps({"kind": "base-rejected", "base": base, "ours_rc": p.returncode,
                          "ours_err": p.stderr.decode()[:200], "py_ok": py_base_ok}, ensure_ascii=False))
        continue
    lines = p.stdout.decode().split("\n")[:-1]
    assert len(lines) == len(refs), (base, len(lines), len(refs), p.stderr[:300])
    for ref, line in zip(refs, lines):
        o = json.loads(line)
        assert o["input"] == ref
        py_ok = rfc3987.match(ref, "IRI_reference") is not None
        if ("error" in o) or not py_ok:
            skipped_ref += 1
            if ("error" in o) == py_ok:
                print(json.dumps({"kind": "ref-validity", "base": base, "ref": ref, "ours": o, "py_ok": py_ok}, ensure_ascii=False))
            continue
        compared += 1
        pr = rfc3987.resolve(base, ref)
        lit = rfc_resolve.resolve(base, ref)
        ours_lit += o["output"] != lit; py_lit += pr != lit
        if o["output"] == pr != lit:
            both_lit += 1
            print(json.dumps({"kind": "both-not-literal", "base": base, "ref": ref, "ours": o["output"], "literal": lit}, ensure_ascii=False))
        if pr != o["output"]:
            nd += 1
            print(json.dumps({"kind": "resolve", "base": base, "ref": ref, "ours": o["output"], "py": pr}, ensure_ascii=False))
print("differ from literal RFC 3986 5.2 transcription: ours %d, py %d, both (same way) %d" % (ours_lit, py_lit, both_lit), file=sys.stderr)
print("pairs %d, compared %d, disagreements %d, skipped (base rejected) %d, skipped (ref invalid) %d, bases %d"
      % (total, compared, nd, skipped_base, skipped_ref, len(pairs)), file=sys.stderr)
