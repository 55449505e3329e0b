#!/usr/bin/env python3
"""Classify normalization differences. Our normal forms (IRIs) are mapped to URIs with our own
`iri touri --lenient` so that all three are compared as URIs; hex case is then uppercased everywhere."""
from common import *
import collections, re, subprocess, sys, urllib.parse, unicodedata, json
def touri(xs):
    p = subprocess.run(["./iri", "touri", "--lenient", "--json"], input="\n".join(xs) + "\n", capture_output=True, text=True)
    return [j.get("output", "!ERR") for j in map(json.loads, p.stdout.splitlines())]
hexup = lambda s: re.sub(r'%[0-9a-fA-F]{2}', lambda m: m.group(0).upper(), s)
UNRES = re.compile(r'%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)')
def dec_unres(s): return UNRES.sub(lambda m: chr(int(m.group(0)[1:], 16)), hexup(s))
def dots(p): return p is not None and bool(re.search(r'(^|/)\.\.?(/|$)', p))
def reasons(o, t, src, other):
    O, T, S = split(o), split(t), split(src)
    rs = []
    for c in O:
        a, b = O[c], T[c]
        if a == b: continue
        if c == "scheme": rs.append("scheme"); continue
        if c == "host":
            if a is not None and b is not None and a.lower() == b.lower(): rs.append("host: ASCII case"); continue
            if b is not None and a is not None and b.rstrip(".") == a.rstrip(".") : rs.append("host: trailing dot removed by " + other); continue
            if a is not None and b is not None and "%" in a and "%" not in b:
                sch = (S["scheme"] or "").lower()
                rs.append("host: %s IDNA-maps/decodes host of scheme %s, ours keeps it percent-encoded" % (other, "foo/example (non-DNS)" if sch in ("foo", "example") else sch)); continue
            if "xn--" in ((a or "") + (b or "")).lower(): rs.append("host: IDNA result differs (see IRI->URI)"); continue
            if b is not None and a is not None and dec_unres(a) == dec_unres(b): rs.append("host: percent-encoded unreserved"); continue
            rs.append("host: other"); continue
        if c == "port":
            if (a in (None, "") and b == ":") or (b in (None, "") and a == ":"): rs.append("port: empty port ':' kept by " + ("us" if a == ":" else other)); continue
            if a and b and a.lstrip(":0") == b.lstrip(":0"): rs.append("port: leading zeros stripped by " + ("us" if len(a) < len(b) else other)); continue
            rs.append("port: default port kept by " + ("us" if a else other) + " (scheme %s)" % (S["scheme"] or "").lower()); continue
        if c == "userinfo" and a is not None and b is not None and dec_unres(a) == dec_unres(b):
            rs.append("userinfo: %7E-style unreserved not decoded by " + ("us" if "%" in a and UNRES.search(hexup(a)) else other)); continue
        if c in ("query", "fragment") and (a is None) != (b is None) and (a if a is not None else b) == "":
            rs.append(c + ": empty %s delimiter removed by %s" % ("'?'" if c == "query" else "'#'", "us" if a is None else other)); continue
        a2, b2 = a or "", b or ""
        if c == "path" and (dots(a2) or dots(b2)) and dots(a2) != dots(b2):
            rs.append("path: dot-segments kept by " + ("us" if dots(a2) else other)); continue
        if c == "path" and {a2, b2} == {"", "/"}: rs.append("path: empty path vs '/' (scheme %s)" % (S["scheme"] or "").lower()); continue
        ua, ub = urllib.parse.unquote(a2, errors="surrogateescape"), urllib.parse.unquote(b2, errors="surrogateescape")
        if dec_unres(a2) == dec_unres(b2): rs.append(c + ": unreserved %XX not decoded by " + ("us" if len(a2) > len(b2) else other)); continue
        if ua == ub and len(b2) < len(a2): rs.append(c + ": %s decodes reserved/disallowed %%XX (e.g. %%2F)" % other); continue
        if ua == ub: rs.append(c + ": %s encodes chars we leave (e.g. reserved)" % other); continue
        try:
            if unicodedata.normalize("NFKC", ua) == ub: rs.append(c + ": %s applies NFKC" % other); continue
        except Exception: pass
        rs.append(c + ": other")
    return rs
if __name__ == "__main__":
    name, other = sys.argv[1], sys.argv[2]; show = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    R = load(name); ok = [r for r in R if not err(r["ours_scheme"])]
    U = touri([r["ours_scheme"] for r in ok])
    cls = collections.defaultdict(list); cnt = collections.Counter()
    for r, u in zip(ok, U):
        t = r[other]
        if err(t) and u != "!ERR": cls["%s error: %s" % (other, t[6:60])].append(r); cnt["err"] += 1; continue
        if u == "!ERR": cls["ours: host label IDNA rejects kept as written (normal form not mappable to URI); " + other + (" fails too" if err(t) else " emits an A-label")].append(r); cnt["ours-unmappable"] += 1; continue
        if hexup(u) == hexup(t): cnt["equal"] += 1; continue
        cnt["differ"] += 1
        r["_ours_uri"] = u
        for k in sorted(set(reasons(hexup(u), hexup(t), r["in"], other))): cls[k].append(r)
    print(name, other, dict(cnt), "ours-rejected:", len(R) - len(ok))
    for k in sorted(cls, key=lambda k: -len(cls[k])):
        print(f"{len(cls[k]):5d}  {k}")
        for r in cls[k][:show]:
            print("          in   ", r["in"]); print("          ours ", r["ours_scheme"], " (as URI:", r.get("_ours_uri"), ")"); print("          %-5s" % other[:5], r[other])
