#!/usr/bin/env python3
"""Generate the differential corpus: corpus.txt (IRIs, one per line), pairs.txt (base\tref)."""
import random, itertools
random.seed(3987)

SPEC = [  # RFC 3987 sections 3.1, 3.2, 5.3 (XML notation resolved), verbatim otherwise
 "http://r\u00e9sum\u00e9.example.org", "http://xn--rsum-bpad.example.org", "http://r%C3%A9sum%C3%A9.example.org",
 "http://www.example.org/red%09ros\u00e9#red", "http://example.com/\U00010300\U00010301\U00010302",
 "http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%C3%A9sum%C3%A9.html",
 "http://www.example.org/D%C3%BCrst", "http://www.example.org/D%FCrst", "http://xn--99zt52a.example.org/%e2%80%ae",
 "http://\u7d0d\u8c46.example.org/%E2%80%AE", "example://a/b/c/%7Bfoo%7D/ros\u00e9",
 "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", "HTTP://www.EXAMPLE.com/", "http://www.example.com/",
 "http://www.example.org/r\u00e9sum\u00e9.html", "http://www.example.org/re\u0301sume\u0301.html",
 "http://example.org/~user", "http://example.org/%7euser", "http://example.org/%7Euser",
 "http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/",
 "http://example.com/?", "http://example.com/data", "http://example.com/data/",
 "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9", "http://www.example.org/r%E9sum%E9.xml#r\u00e9sum\u00e9",
 "http://example.org/ros\u00e9",
]

SCHEMES = ["http", "HTTP", "Https", "https", "ftp", "foo", "eXAMPLE", "ws"]
HOSTS = ["example.org", "Example.ORG", "r\u00e9sum\u00e9.example.org", "R\u00c9SUM\u00c9.example.org",
 "\u7d0d\u8c46.example.org", "\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444", "\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631",
 "\u05d3\u05d5\u05d2\u05de\u05d4.example", "\u4f8b\u3048.\u30c6\u30b9\u30c8", "\u03b5\u03bb\u03bb\u03b7\u03bd\u03b9\u03ba\u03ac.example",
 "\u0395\u039b\u039b\u0397\u039d\u0399\u039a\u0386.example", "fa\u00df.de", "\uff25\uff38\uff21\uff2d\uff30\uff2c\uff25.com",
 "xn--rsum-bpad.example.org", "XN--RSUM-BPAD.example.org", "r%C3%A9sum%C3%A9.example", "r%c3%a9sum%c3%a9.example",
 "%41bc.example", "a%2Eb.example", "[::1]", "[2001:DB8::A]", "[2001:db8::a]", "192.0.2.1", "a\u00a0b.example",
 "\u0915\u0916.example", "xn--fa-hia.de", "re\u0301sume\u0301.example", "a_b.example", "\u2460.example", "",
 "example.org.", "\u0130stanbul.example", "www.\ud55c\uad6d.example", "\u00e0.\u0627\u0628", "x\u200dy.example",
 "a%FFb.example", "\u00e9x\u00e0mple%2Ecom"]
PORTS = ["", ":80", ":443", ":", ":8080", ":080"]
USERS = ["", "user@", "\u00fcser:p\u00e4ss@", "us%65r@", "u%C3%BC@", "u%40x@", "USER@"]
PATHS = ["", "/", "/a/b", "/r\u00e9sum\u00e9", "/%7e", "/%7E", "/%41", "/%c3%a9", "/%C3%A9", "/%FF", "/%ff/%C0%AF",
 "/%2F", "/%2f", "/a%2Fb", "/a/./b/../c", "/../a", "/./a", "/\u00f6/./../x", "/a/b/..", "/%2E%2E/a", "/%2e/b",
 "/%E2%80%AE", "/\u202e", "/a\u200fb", "/\ufffd", "/\uff21\uff22\uff23", "/\u00df", "/%e2%82%ac", "/\u20ac",
 "/a%20b", "/%25", "/%25C3%25A9", "/%3A%40", "/%21%24", "/\u00a0", "/~user", "/%7Euser", "/re\u0301sume\u0301",
 "/\U00010300", "/%F0%90%8C%80", "/\u0645\u062b\u0627\u0644", "/\u7d0d\u8c46/\u00e9", "/%ef%bf%be", "/%EF%B7%90",
 "/%e2%80%8f", "/%E2%81%A6", "/%C2%A0", "/%EF%BB%BF", "/%ee%80%80", "/\u2028x", "/%e3%80%80", "/;p=1", "/a:b", "/%5B%5D"]
QUERIES = ["", "?", "?q=1", "?q=\u00e9t\u00e9", "?q=%C3%A9", "?q=%c3%a9", "?\ue000", "?%ee%80%80", "?a=b&c=d", "?%41%7E",
 "?q=\u00df", "?q=%FF", "?x=%2B%26", "?q=a%20b", "?q=\u202e", "?q=%e2%80%ae", "?%3F#"[:3], "?q=\u20ac", "?q=\uff21"]
FRAGS = ["", "#", "#f", "#\u00e9", "#%C3%A9", "#%c3%a9", "#%7e", "#%FF", "#a%23b", "#\u202e", "#\ue000",
 "#\u00e9%20x", "#%E2%80%AE"]

def build(s, u, h, p, pa, q, f):
    auth = "//" + u + h + p
    if pa and not pa.startswith("/"): pa = "/" + pa
    return s + ":" + auth + pa + q + f

out = list(SPEC)
base = ("http", "", "example.org", "", "/p", "?q", "#f")
pools = [SCHEMES, USERS, HOSTS, PORTS, PATHS, QUERIES, FRAGS]
for i, pool in enumerate(pools):          # one component varied at a time
    for v in pool:
        for sch in ("http", "foo"):
            t = list(base); t[0] = sch; t[i] = v
            out.append(build(*t))
for _ in range(2600):                    # random combinations
    out.append(build(*[random.choice(p) for p in pools]))
# non-hierarchical, relative references
for pa in PATHS + ["r\u00e9sum\u00e9", "a/../b"]:
    out.append("mailto:" + "u\u00e9@example.org" + pa.lstrip("/").replace("/", "_"))
    out.append("urn:ex:" + pa.lstrip("/"))
    if pa: out.append(pa)
seen = set(); corpus = []
for s in out:
    if s not in seen and "\t" not in s and "\n" not in s:
        seen.add(s); corpus.append(s)
open("corpus.txt", "w", encoding="utf-8").write("\n".join(corpus) + "\n")

# resolution pairs: RFC 3986 section 5.4.1 / 5.4.2 plus random pairs
B = "http://a/b/c/d;p?q"
RFC = ["g:h","g","./g","g/","/g","//g","?y","g?y","#s","g#s","g?y#s",";x","g;x","g;x?y#s","","." ,"./","..","../","../g",
 "../..","../../","../../g","../../../g","../../../../g","/./g","/../g","g.",".g","g..","..g","./../g","./g/.","g/./h",
 "g/../h","g;x=1/./y","g;x=1/../y","g?y/./x","g?y/../x","g#s/./x","g#s/../x","http:g"]
pairs = [(B, r) for r in RFC]
BASES = [B, "http://r\u00e9sum\u00e9.example.org/a/b/c?q=\u00e9", "http://a/b/c/", "http://a", "foo://\u00e9/x/y;p?q",
 "http://a/%C3%A9/b/c", "http://[::1]:8080/a/./b", "http://a/b/c/d;p?q#f", "urn:ex:a/b", "http://u@a:80/\u00e9/",
 "file:///tmp/a/b", "HTTP://A/B/C"]
REFS = RFC + ["\u00e9", "./\u00e7/../d?\u00e9", "../\u7d0d\u8c46#\u00e9", "%C3%A9/../x", "//\u00e9.example/p", "?\u00e9", "#%c3%a9",
 "a/%2E%2E/b", "a/%2e/b", "../../%7e", "..\u00e9", "\u00e9/..", "g:\u00e9", "HTTP://X/./Y", "//[::1]/./a/..", ".../g", "a//../b", "/.", "/..", "\u202e/..", "x y"]
for _ in range(600):
    pairs.append((random.choice(BASES), random.choice(REFS)))
seen = set()
with open("pairs.txt", "w", encoding="utf-8") as fh:
    for b, r in pairs:
        if (b, r) in seen: continue
        seen.add((b, r)); fh.write(b + "\t" + r + "\n")
print(len(corpus), "IRIs;", len(seen), "pairs")
