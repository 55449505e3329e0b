#!/usr/bin/python3
"""Group resolve disagreements (rdiffs.jsonl) against a literal RFC 3986 5.2 transcription."""
import json, sys, collections, re
import rfc_resolve as L

def klass(r):
    b, ref, o, p = r["base"], r["ref"], r["ours"], r["py"]
    lit = L.resolve(b, ref)
    tags = []
    if o == lit and p != lit:
        rs, ra, rp, rq, rf = L.split(ref)
        if rs is None and ra is None and rp == "":
            return "R1 py removes dot segments from a copied base path (ref path empty)", lit
        if re.search(r"[^\x00-\x7f]", b + ref):
            return "R2 py does not remove '<non-ASCII segment>/..' (its regex uses ASCII pchar)", lit
        return "py-other", lit
    if p == lit and o != lit:
        if o.replace("/.//", "//", 1) == lit or ("/.//" in o):
            return "R3 ours prefixes '/.' to a target path starting with '//' without authority", lit
        return "ours-other", lit
    return "both-differ-from-literal", lit

c = collections.defaultdict(list)
for l in open(sys.argv[1] if len(sys.argv) > 1 else "rdiffs.jsonl"):
    r = json.loads(l)
    if r["kind"] != "resolve": continue
    k, lit = klass(r); r["literal"] = lit; c[k].append(r)
for k, rs in sorted(c.items()):
    print(k, len(rs))
    for r in sorted(rs, key=lambda r: len(r["base"]) + len(r["ref"]))[:4]:
        print("    base %r ref %r | ours %r | py %r | literal %r" % (r["base"], r["ref"], r["ours"], r["py"], r["literal"]))
