"""Literal transcription of RFC 3986 section 5.2.2-5.2.4 and 5.3 (the pseudocode, step by step),
used as a third opinion when ours and python-rfc3987 disagree on resolution."""
import re

SPLIT = re.compile(r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?$", re.S)  # appendix B


def split(s):
    m = SPLIT.match(s)
    return (m.group(2), m.group(4), m.group(5), m.group(7), m.group(9))


def remove_dot_segments(inp):
    out = []
    while inp:
        if inp.startswith("../"): inp = inp[3:]
        elif inp.startswith("./"): inp = inp[2:]
        elif inp.startswith("/./"): inp = "/" + inp[3:]
        elif inp == "/.": inp = "/"
        elif inp.startswith("/../"):
            inp = "/" + inp[4:]
            if out: out.pop()
        elif inp == "/..":
            inp = "/"
            if out: out.pop()
        elif inp in (".", ".."): inp = ""
        else:
            i = inp.find("/", 1)
            if i < 0: i = len(inp)
            out.append(inp[:i]); inp = inp[i:]
    return "".join(out)


def merge(bauth, bpath, rpath):
    if bauth is not None and bpath == "":
        return "/" + rpath
    i = bpath.rfind("/")
    return (bpath[:i + 1] if i >= 0 else "") + rpath


def resolve(base, ref):
    bs, ba, bp, bq, _ = split(base)
    rs, ra, rp, rq, rf = split(ref)
    if rs is not None:
        ts, ta, tp, tq = rs, ra, remove_dot_segments(rp), rq
    else:
        if ra is not None:
            ta, tp, tq = ra, remove_dot_segments(rp), rq
        else:
            if rp == "":
                tp = bp
                tq = rq if rq is not None else bq
            else:
                if rp.startswith("/"):
                    tp = remove_dot_segments(rp)
                else:
                    tp = remove_dot_segments(merge(ba, bp, rp))
                tq = rq
            ta = ba
        ts = bs
    tf = rf
    res = ""
    if ts is not None: res += ts + ":"
    if ta is not None: res += "//" + ta
    res += tp
    if tq is not None: res += "?" + tq
    if tf is not None: res += "#" + tf
    return res
