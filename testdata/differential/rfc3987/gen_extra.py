#!/usr/bin/python3
"""Systematic corpora.

gen_extra.py small  > small.txt   every string of length <= 4 over a 14-symbol alphabet, length 5 over 8
gen_extra.py ipv6   > ipv6.txt    every IPv6 shape: 0..9 groups around "::" or none, with/without IPv4 tail,
                                  in host position, plus dec-octet forms 0..999 with leading zeros
gen_extra.py cp     > cp.txt      code point sweep: every BMP scalar value and plane edges / samples of the
                                  astral planes, in each component position
"""
import itertools, random, sys

out = []
def add(s):
    if "\n" in s or "\r" in s: return
    out.append(s)

what = sys.argv[1]
if what == "small":
    A = list("a:/?#@[]%1.v") + ["é", "\ue000"]
    for n in range(0, 5):
        for t in itertools.product(A, repeat=n): add("".join(t))
    B = list("a:/?#@[.")
    for t in itertools.product(B, repeat=5): add("".join(t))
elif what == "ipv6":
    seen = set()
    for left in range(0, 10):
        for right in range(0, 10):
            for dc in (True, False):
                if not dc and right: continue
                for v4 in ("", "1.2.3.4", "01.2.3.4", "1.2.3", "255.255.255.255"):
                    for h in ("1", "ffff", "0"):
                        L = ":".join([h] * left); Rr = ":".join([h] * right)
                        s = L + ("::" if dc else "") + Rr
                        if v4:
                            s += (":" if (Rr or (not dc and L)) else "") + v4
                        for form in ("//[%s]", "http://[%s]:80/p", "//[%s"):
                            x = form % s
                            if x not in seen: seen.add(x); add(x)
    for i in range(0, 1000):
        for d in (str(i), "0" + str(i), "00" + str(i)):
            for form in ("//%s.0.0.0", "//0.0.0.%s", "//[::%s.0.0.0]", "//[::0.0.0.%s]", "//[::ffff:1.2.%s.4]"):
                add(form % d)
    for v in ("v", "V"):
        for hx in ("", "1", "F", "fF0", "g"):
            for dot in (".", ""):
                for tail in ("", "a", ":", "!$&'()*+,;=", "%41", "é", "a/b", "[", "@"):
                    add("//[%s%s%s%s]" % (v, hx, dot, tail))
elif what == "cp":
    R = random.Random(1)
    cps = [c for c in range(0x10000) if not (0xD800 <= c <= 0xDFFF)]
    for plane in range(1, 17):
        b = plane << 16
        cps += list(range(b, b + 0x100)) + list(range(b + 0xFF00, b + 0x10000))
    cps += list(range(0xE0000, 0xE2000))
    cps += [R.randrange(0x10000, 0x110000) for _ in range(4000)]
    cps = sorted(set(cps))
    for c in cps:
        ch = chr(c)
        for form in ("a:%s", "a:/%s", "a:?%s", "a:#%s", "//%s", "//%s@h", "%s", "%s:b"):
            add(form % ch)
sys.stdout.buffer.write(("\n".join(out) + "\n").encode("utf-8"))
