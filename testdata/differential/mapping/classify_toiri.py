#!/usr/bin/env python3
"""Classify URI->IRI differences: ours (iri toiri) vs Perl ->as_iri; host-only vs Addressable display_uri."""
from common import *
import collections, re, sys, unicodedata
TOK = re.compile(r'(?:%[0-9A-Fa-f]{2})+')
RFC_BIDI = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e")   # RFC 3987 section 4.1 list
DNS = {"http", "https", "ws", "wss", "ftp", "gopher", "telnet", "ldap", "file"}
def chars(run):
    b = bytes(int(run[i+1:i+3], 16) for i in range(0, len(run), 3))
    out, i = [], 0
    while i < len(b):
        for n in (4, 3, 2, 1):
            try:
                c = b[i:i+n].decode("utf-8")
                if len(c) == 1: out.append((run[3*i:3*(i+n)], c)); i += n; break
            except UnicodeDecodeError: pass
        else: out.append((run[3*i:3*i+3], None)); i += 1
    return out
def charclass(c, comp):
    o = ord(c)
    if c in RFC_BIDI: return "bidi formatting char of RFC 3987 4.1 (" + "U+%04X" % o + ")"
    if o < 0x80: return "unreserved ASCII" if re.match(r"[A-Za-z0-9._~-]", c) else "reserved/other ASCII"
    if c in "\u061c\u2066\u2067\u2068\u2069": return "later Bidi_Control (U+2066..)"
    if 0xE000 <= o <= 0xF8FF or o >= 0xF0000: return "private use outside iquery" if comp != "query" else "private use in query"
    ucs = (0xA0 <= o <= 0xD7FF or 0xF900 <= o <= 0xFDCF or 0xFDF0 <= o <= 0xFFEF or
           (o >= 0x10000 and (o & 0xFFFF) <= 0xFFFD and o < 0xE0000) or 0xE1000 <= o <= 0xEFFFD)
    if not ucs: return "not ucschar (U+%04X)" % o
    if c.isspace() or c == "\ufeff": return "White_Space/ZWNBSP ucschar (U+%04X)" % o
    return "other ucschar"
def classify(r, other):
    o, p, s = r["ours"], r[other], r["in"]
    if err(o) and err(p): return ["both reject"]
    if err(o): return ["ours rejects: " + re.sub(r"U\+\w+ '.*?'|byte \d+", "", o)[6:70]]
    if err(p): return ["other fails: " + p[:60]]
    if o == p: return ["="]
    S, O, P = split(s), split(o), split(p)
    reasons = set()
    for comp in ("userinfo", "host", "path", "query", "fragment"):
        if O[comp] == P[comp] or S[comp] is None: continue
        if comp == "host":
            sch = (S["scheme"] or "").lower()
            if "xn--" in S["host"].lower():
                reasons.add("host A-label: " + ("ours ToUnicode, other keeps (scheme %s)" % sch if "xn--" in P["host"].lower()
                            else "other ToUnicode, ours keeps (non-round-trip A-label)" if "xn--" in O["host"].lower() else "both ToUnicode, differ"))
            elif "%" in S["host"]:
                reasons.add("host percent-encoded: " + ("ours keeps (DNS scheme), other decodes" if sch in DNS and "%" in O["host"] else "other keeps, ours decodes" if "%" in P["host"] else "?"))
            else: reasons.add("host other")
            continue
        for run in TOK.findall(S[comp]):
            for t, c in chars(run):
                ko, kp = t.upper() in O[comp].upper(), t.upper() in P[comp].upper()
                if ko == kp: continue
                cc = "invalid UTF-8" if c is None else charclass(c, comp)
                reasons.add(("ours keeps, other decodes: " if ko else "ours decodes, other keeps: ") + cc)
    return sorted(reasons) or ["unexplained"]
if __name__ == "__main__":
    R = load("toiri"); other = sys.argv[1] if len(sys.argv) > 1 else "perl"
    per = collections.defaultdict(list); items = collections.Counter()
    for r in R:
        rs = classify(r, other)
        for k in rs: per[k].append(r)
        items["=" if rs == ["="] else "differ"] += 1
    print(items)
    for k in sorted(per, key=lambda k: -len(per[k])):
        v = per[k]; print(f"{len(v):5d}  {k}")
        for r in v[:int(sys.argv[2]) if len(sys.argv) > 2 else 1]:
            print("         in  ", r["in"]); print("         ours", r["ours"][:150]); print("         oth ", r[other][:150])
