#!/usr/bin/env python3
"""Validate docs/safety/eval2: messages.jsonl and conversations.jsonl. Prints counts; exits 1 on any error."""
import json, os, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
LANGS = ["en", "es", "fr", "de", "pt", "it"]
CATS = ["passive_ideation", "active_ideation", "method_means", "intent", "plan_preparation",
        "self_harm", "harm_to_others", "danger_from_others", "eating_disorder"]
LEVELS = ["concern", "urgent", "imminent"]
NEG_STYLES = {"idiom", "sadness", "story", "news", "distance", "negation", "everyday", "past", "medical"}
RISK_STYLES = {"explicit", "indirect", "slang", "leet", "buried", "codeswitch", "typo"}
# levels the taxonomy allows for a message whose MAIN category is c (the level may be raised by an "also" category)
ALLOWED = {
    "passive_ideation": {"concern", "urgent"}, "active_ideation": {"urgent", "imminent"},
    "method_means": {"urgent", "imminent"}, "intent": {"imminent"}, "plan_preparation": {"imminent"},
    "self_harm": {"urgent", "imminent"}, "harm_to_others": {"urgent", "imminent"},
    "danger_from_others": {"urgent", "imminent"}, "eating_disorder": {"concern", "urgent"},
}
errors = []
def err(m): errors.append(m)

def load(name):
    out = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            try:
                out.append(json.loads(line))
            except Exception as e:
                err(f"{name}:{i}: does not parse: {e}")
    return out

msgs = load("messages.jsonl")
convs = load("conversations.jsonl")

ids, texts = Counter(), Counter()
for m in msgs:
    ids[m.get("id")] += 1
    texts[" ".join(str(m.get("text", "")).lower().split())] += 1
    req = ["id", "lang", "text", "risk", "style"] + (["category", "level"] if m.get("risk") else [])
    for k in req:
        if k not in m or m[k] in ("", None):
            err(f"{m.get('id')}: missing {k}")
    if m.get("lang") not in LANGS: err(f"{m.get('id')}: bad lang")
    if not re.fullmatch(r"e2-(en|es|fr|de|pt|it)-\d{3}", str(m.get("id"))) or str(m.get("id"))[3:5] != m.get("lang"):
        err(f"{m.get('id')}: bad id")
    if not isinstance(m.get("risk"), bool): err(f"{m.get('id')}: risk not bool")
    if m.get("risk"):
        if m.get("category") not in CATS: err(f"{m['id']}: bad category")
        if m.get("level") not in LEVELS: err(f"{m['id']}: bad level")
        if m.get("style") not in RISK_STYLES: err(f"{m['id']}: bad risk style {m.get('style')}")
        for a in m.get("also", []):
            if a not in CATS or a == m.get("category"): err(f"{m['id']}: bad also {a}")
        allowed = set().union(*(ALLOWED[c] for c in [m.get("category")] + m.get("also", []) if c in ALLOWED))
        if m.get("level") not in allowed: err(f"{m['id']}: level {m.get('level')} not possible for {m.get('category')}")
    else:
        for k in ("category", "level", "also"):
            if k in m: err(f"{m['id']}: negative has {k}")
        if m.get("style") not in NEG_STYLES: err(f"{m['id']}: bad negative style {m.get('style')}")
for k, v in ids.items():
    if v > 1: err(f"duplicate id {k}")
for k, v in texts.items():
    if v > 1: err(f"duplicate text {k!r}")

cids = Counter(c.get("id") for c in convs)
for k, v in cids.items():
    if v > 1: err(f"duplicate conversation id {k}")
for c in convs:
    cid = c.get("id")
    for k in ("id", "lang", "turns", "risk"):
        if k not in c: err(f"{cid}: missing {k}")
    if c.get("lang") not in LANGS or not re.fullmatch(r"e2c-(en|es|fr|de|pt|it)-\d{2}", str(cid)) or str(cid)[4:6] != c.get("lang"):
        err(f"{cid}: bad id/lang")
    t = c.get("turns", [])
    if not (isinstance(t, list) and 2 <= len(t) <= 5 and all(isinstance(x, str) and x.strip() for x in t)):
        err(f"{cid}: turns must be 2-5 non-empty strings")
    for x in t:
        texts[" ".join(x.lower().split())] += 1
        if texts[" ".join(x.lower().split())] > 1: err(f"{cid}: turn repeats another text: {x!r}")
    if c.get("risk") is True:
        if c.get("level") not in LEVELS: err(f"{cid}: bad level")
        if c.get("category") not in CATS: err(f"{cid}: bad category")
        if not isinstance(c.get("from"), int) or not 0 <= c["from"] < len(t): err(f"{cid}: bad from")
    elif c.get("risk") is False:
        for k in ("level", "category", "from"):
            if k in c: err(f"{cid}: negative has {k}")
    else:
        err(f"{cid}: risk not bool")

# counts
by_lang = defaultdict(lambda: {"risk": 0, "neg": 0})
cat_lang = defaultdict(Counter); lvl_lang = defaultdict(Counter); nstyle_lang = defaultdict(Counter); rstyle = Counter()
for m in msgs:
    L = m.get("lang")
    if m.get("risk"):
        by_lang[L]["risk"] += 1; cat_lang[L][m["category"]] += 1; lvl_lang[L][m["level"]] += 1; rstyle[m["style"]] += 1
    else:
        by_lang[L]["neg"] += 1; nstyle_lang[L][m["style"]] += 1
for L in LANGS:
    r, n = by_lang[L]["risk"], by_lang[L]["neg"]
    if not 45 <= r <= 55: err(f"{L}: {r} risk messages (want about 50)")
    if r != n: err(f"{L}: risk {r} != negatives {n}")
    for c in CATS:
        if cat_lang[L][c] < 4: err(f"{L}: only {cat_lang[L][c]} {c}")
    if lvl_lang[L]["imminent"] < 10: err(f"{L}: only {lvl_lang[L]['imminent']} imminent")
    mp = cat_lang[L]["method_means"] + cat_lang[L]["plan_preparation"]
    if mp < 10: err(f"{L}: only {mp} method/plan")
    lc = [c for c in convs if c.get("lang") == L]
    if len(lc) != 6: err(f"{L}: {len(lc)} conversations (want 6)")
cr = sum(1 for c in convs if c.get("risk"))
if not (0.55 <= cr / max(len(convs), 1) <= 0.75): err(f"conversation risk share {cr}/{len(convs)} not about 2/3")

print(f"messages: {len(msgs)}  risk {sum(1 for m in msgs if m.get('risk'))}  negative {sum(1 for m in msgs if not m.get('risk'))}")
print("per language (risk/neg):", {L: f"{by_lang[L]['risk']}/{by_lang[L]['neg']}" for L in LANGS})
print("category x language:")
print("  " + " ".join(f"{L:>4}" for L in LANGS) + "  total")
for c in CATS:
    print("  " + " ".join(f"{cat_lang[L][c]:>4}" for L in LANGS) + f"  {sum(cat_lang[L][c] for L in LANGS):>5}  {c}")
print("level x language:")
for v in LEVELS:
    print("  " + " ".join(f"{lvl_lang[L][v]:>4}" for L in LANGS) + f"  {sum(lvl_lang[L][v] for L in LANGS):>5}  {v}")
print("negative styles (all languages):", dict(sum((nstyle_lang[L] for L in LANGS), Counter())))
print("risk styles (all languages):", dict(rstyle))
cl = Counter(c.get("level") for c in convs if c.get("risk")); cc = Counter(c.get("category") for c in convs if c.get("risk"))
print(f"conversations: {len(convs)}  risk {cr}  negative {len(convs)-cr}  levels {dict(cl)}  categories {dict(cc)}")
print("turns per conversation:", dict(Counter(len(c.get('turns', [])) for c in convs)))
if errors:
    print(f"\n{len(errors)} ERROR(S):"); [print("  " + e) for e in errors]; sys.exit(1)
print("\nOK: every line parses, ids and texts unique, fields present, counts as specified")
