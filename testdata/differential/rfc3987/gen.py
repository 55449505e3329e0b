#!/usr/bin/python3
"""Generate the differential corpus: grammar-aware random IRIs, mutations, edge cases.

Usage: gen.py [N_RANDOM] [SEED] > corpus.txt
One string per line, UTF-8; strings containing \\n or \\r are left out.
"""
import random, sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 3987
R = random.Random(SEED)

ALPHA = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIGIT = "0123456789"
HEX = "0123456789abcdefABCDEF"
UNRES = ALPHA + DIGIT + "-._~"
SUB = "!$&'()*+,;="
# non-ASCII: ucschar letters and boundaries, iprivate, non-characters, specials
UCS = ["é", "ü", "ж", "中", "\u00a0", "\ud7ff", "\uf900", "\ufdcf", "\ufdf0", "\uffef",
       "\U00010300", "\U0001fffd", "\U000e1000", "\U000efffd", "\u200e", "\u202e", "\u0645"]
NONUCS = ["\ufdd0", "\ufffd", "\ufffe", "\uffff", "\U0001fffe", "\U000e0001", "\U000e0fff",
          "\x7f", "\x80", "\x9f", "\x00", "\x01", "\t", "\x1f"]
PRIV = ["\ue000", "\uf8ff", "\U000f0000", "\U000ffffd", "\U00100000", "\U0010fffd"]
INTERESTING = list(" %[]:@/?#\\.") + ["é", "\u00a0", "\ufffd", "\ufdd0", "\ue000", "\U000f0000",
              "\U0010fffd", "\U000e0001", "\x00", "\x1f", "\x7f", "\x85", "\u200e", "\u202e",
              "\u2028", "\ufeff", "\ufeff", "\U00010300", "\U000e1000", "{", "}", "|", "^", "`",
              "<", ">", '"', "'", "+", "v", "V", "1", "0", "f", "G", "-", "*"]

def ch(s): return R.choice(s)
def rep(f, lo, hi): return "".join(f() for _ in range(R.randint(lo, hi)))

def pct():
    r = R.random()
    if r < 0.8: return "%" + ch(HEX) + ch(HEX)
    if r < 0.9: return "%" + ch(HEX)          # truncated
    return "%" + ch(HEX) + ch("gGzZ%")          # bad hex

def uchar(extra="", iri=True, priv=False):
    r = R.random()
    if r < 0.55: return ch(UNRES)
    if r < 0.65: return ch(SUB)
    if r < 0.72: return pct()
    if r < 0.76 and extra: return ch(extra)
    if r < 0.90 and iri: return ch(UCS)
    if r < 0.93 and priv: return ch(PRIV)
    if r < 0.95: return ch(NONUCS + PRIV)
    return ch(UNRES)

def scheme():
    r = R.random()
    if r < 0.6: return ch(["http", "https", "urn", "mailto", "ftp", "file", "g", "a", "x-y", "svn+ssh", "z.9"])
    if r < 0.95: return ch(ALPHA) + rep(lambda: ch(ALPHA + DIGIT + "+-."), 0, 6)
    return ch(["1a", "-a", "+", ".", "é", "a_b", "a%41", ""])

def dec_octet():
    r = R.random()
    if r < 0.7: return str(R.randint(0, 255))
    return ch(["0", "00", "01", "001", "010", "099", "255", "256", "260", "300", "999", "1000", "25", "249", "250", "199", "100"])

def ipv4():
    n = 4 if R.random() < 0.85 else ch([3, 5])
    return ".".join(dec_octet() for _ in range(n))

def h16():
    if R.random() < 0.05: return ch(["", "12345", "g", "0000", "ffff", "FFFF"])
    return "".join(ch(HEX) for _ in range(R.randint(1, 4)))

def ipv6():
    total = ch([8, 8, 7, 6, 9]) if R.random() < 0.15 else 8
    v4 = R.random() < 0.25
    n = total - 2 if v4 else total
    groups = [h16() for _ in range(n)]
    if R.random() < 0.75:
        # elide a run of groups with "::"
        k = R.randint(0, n)  # position
        m = R.randint(0, n - k)  # how many removed (0 => "::" stands for 1+ zero group, may be invalid if nothing removed)
        left, right = groups[:k], groups[k + m:]
        s = ":".join(left) + "::" + ":".join(right)
        if v4:
            s += (":" if right else "") + ipv4()
    else:
        s = ":".join(groups)
        if v4: s += ":" + ipv4()
    if R.random() < 0.05:
        s = s.replace("::", ch([":::", ":", "::0::"]), 1)
    return s

def host():
    r = R.random()
    if r < 0.15: return ipv4()
    if r < 0.40: return "[" + ipv6() + "]"
    if r < 0.45: return "[" + ch("vV") + rep(lambda: ch(HEX), 0, 2) + ch([".", ".", ""]) + rep(lambda: uchar(":", iri=False), 0, 5) + "]"
    if r < 0.50: return "[" + ipv6() + ch(["%25eth0", "%eth0", "]", ""]) + "]"
    return rep(lambda: uchar(".", iri=True), 0, 12)

def port():
    return ch(["", "0", "80", "8080", "65535", "65536", "99999999", "a", "-1", "08"])

def authority():
    s = ""
    if R.random() < 0.25: s += rep(lambda: uchar(":"), 0, 8) + "@"
    s += host()
    if R.random() < 0.3: s += ":" + port()
    return s

def segment(nz=False, nc=False):
    ex = "@" if nc else ":@"
    seg = rep(lambda: uchar(ex), 1 if nz else 0, 6)
    r = R.random()
    if r < 0.12: seg = ch([".", "..", "...", ".a", "%2E", "%2e%2E"])
    return seg

def path_abempty(): return "".join("/" + segment() for _ in range(R.randint(0, 4)))

def hier_path(kind):
    if kind == "abs": return "/" + (segment(nz=True) + path_abempty() if R.random() < 0.8 else "")
    if kind == "rootless": return segment(nz=True) + path_abempty()
    if kind == "noscheme": return segment(nz=True, nc=True) + path_abempty()
    return ""

def query():
    return rep(lambda: uchar(":@/?", priv=True), 0, 8)

def fragment():
    return rep(lambda: uchar(":@/?#" if R.random() < 0.05 else ":@/?", priv=R.random() < 0.3), 0, 8)

def iri():
    r = R.random()
    if r < 0.6:
        s = scheme() + ":"
        k = R.random()
        if k < 0.55: s += "//" + authority() + path_abempty()
        elif k < 0.7: s += hier_path("abs")
        elif k < 0.9: s += hier_path("rootless")
    else:
        k = R.random()
        if k < 0.4: s = "//" + authority() + path_abempty()
        elif k < 0.6: s = hier_path("abs")
        elif k < 0.9: s = hier_path("noscheme")
        else: s = ""
    if R.random() < 0.3: s += "?" + query()
    if R.random() < 0.25: s += "#" + fragment()
    return s

def mutate(s):
    for _ in range(R.randint(1, 2)):
        op = R.random()
        i = R.randint(0, len(s))
        c = ch(INTERESTING)
        if op < 0.4: s = s[:i] + c + s[i:]
        elif op < 0.7 and s: s = s[:i] + s[i + 1:]
        elif s: s = s[:i] + c + s[i + 1:]
    return s

EDGE = """
//
a:
:
[::]
//[::]
http://[::]
http://[::1]
http://[1:2:3:4:5:6:7:8]
http://[1:2:3:4:5:6:7]
http://[1:2:3:4:5:6:7:8:9]
http://[1:2:3:4:5:6:1.2.3.4]
http://[1:2:3:4:5:1.2.3.4]
http://[::1.2.3.4]
http://[::ffff:1.2.3.4]
http://[1::1.2.3.4]
http://[1:2:3:4:5:6::1.2.3.4]
http://[1:2:3:4:5::1.2.3.4]
http://[::1:2:3:4:5:6:7]
http://[::1:2:3:4:5:6:7:8]
http://[1:2:3:4:5:6:7::]
http://[1:2:3:4:5:6:7:8::]
http://[1::2::3]
http://[:1]
http://[1:]
http://[:::]
http://[::0:0:0:0:0.0.0.0]
http://[0:0:0:0:0:0:0.0.0.0]
http://[::1.2.3.04]
http://[::1.2.3.256]
http://[::01.2.3.4]
http://[v1.x]
http://[V1.x]
http://[v.x]
http://[v1.]
http://[vF.a:b]
http://[v1.é]
http://[fe80::1%25eth0]
http://0.0.0.0
http://255.255.255.255
http://256.0.0.1
http://01.0.0.1
http://1.2.3
http://1.2.3.4.
http://1.2.3.4.5
http://a:b@c:80
http://a@b@c
http://:80
http://host:
http://host:8a
http://[::1]:
http://[::1]x
%
a%
a%2
%zz
http://a/%
http://a/%4
http://a/?%
http://a/#%
#
?
#f#g
?#
a:b:c
./a:b
a/b:c
/:
a:/
a://
a:///
a:////
a:?
a:#
g:h
http://é.example/ü?ß#ø
http://a/\ue000
http://a/?\ue000
http://a/#\ue000
http://a/?\U000f0000
http://a/?\U0010fffd
http://a/\u00a0
http://a/\ufdd0
http://a/\ufffd
http://a/\U000e0001
http://a/\U000e1000
http://a/\U0001fffd
http://a/\U0001fffe
http://a/\u200e
http://a/\u202e
http://a/\x7f
http://a/ b
\\
http:\\\\a\\b
 http://a
http://a 
http://a/b c
mailto:a@b
urn:isbn:123
file:///etc/passwd
file://localhost/etc
//@
//a@
//@a
//:
//a:
//[
//]
//[]
//[v]
http://[::1]]
http://[[::1]]
a:[
a:]
a:/[
a:?[
a:#[
[
]
.
..
...
./
../
/./
/../
@
@a
a@b:c
%41:b
a%3Ab:c
-a:b
1a:b
+a:b
A:b
Z+-.:b
""".strip("\n").split("\n")
EDGE = [""] + EDGE


def main():
    out = []
    seen = set()
    def add(s):
        if "\n" in s or "\r" in s or s in seen: return
        seen.add(s); out.append(s)
    for e in EDGE: add(e)
    base = [iri() for _ in range(N)]
    for s in base: add(s)
    for s in base:
        add(mutate(s))
    # pure mutations of edge cases
    for _ in range(N // 10):
        add(mutate(ch(EDGE)))
    sys.stdout.buffer.write(("\n".join(out) + "\n").encode("utf-8"))

if __name__ == "__main__":
    main()
