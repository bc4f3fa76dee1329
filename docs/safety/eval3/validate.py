#!/usr/bin/env python3
"""Validate the eval3 held-out crisis-risk set (messages.jsonl, conversations.jsonl).

Run from anywhere:  python3 docs/safety/eval3/validate.py
Exits 0 and prints a summary when every check passes; exits 1 and lists the problems otherwise.
"""
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGS = ["en", "es", "fr", "de", "pt", "it"]
LEVELS = ["concern", "urgent", "imminent"]
RANK = {lvl: i for i, lvl in enumerate(LEVELS)}

# category -> (default level, highest level it can be raised to), from taxonomy.md
CATEGORIES = {
    "passive_ideation": ("concern", "urgent"),
    "active_ideation": ("urgent", "imminent"),
    "method_means": ("urgent", "imminent"),
    "intent": ("imminent", "imminent"),
    "plan_preparation": ("imminent", "imminent"),
    "self_harm": ("urgent", "imminent"),
    "harm_to_others": ("urgent", "imminent"),
    "danger_from_others": ("urgent", "imminent"),
    "eating_disorder": ("concern", "urgent"),
}
# main-category counts required per language (risk messages)
CATEGORY_COUNTS = {
    "passive_ideation": 6, "active_ideation": 6, "method_means": 6, "intent": 5,
    "plan_preparation": 7, "self_harm": 5, "harm_to_others": 5,
    "danger_from_others": 5, "eating_disorder": 5,
}
RISK_STYLES = {"explicit", "indirect", "buried", "slang", "typo", "speech", "codeswitch"}
NEG_STYLES = {"idiom", "sadness", "story", "news", "distance", "negation", "everyday",
              "past", "medical", "media", "work"}
REGISTERS = {"speech", "typed"}
NEG_STYLE_RANGE = (4, 6)          # per language, per negative style
SPEECH_SHARE_RANGE = (0.35, 0.45)  # share of messages written as transcribed speech

RISK_KEYS_REQ = {"id", "lang", "text", "risk", "category", "level", "style"}
RISK_KEYS_OPT = {"also", "register"}
NEG_KEYS_REQ = {"id", "lang", "text", "risk", "style"}
NEG_KEYS_OPT = {"register"}
CONV_KEYS_REQ = {"id", "lang", "turns", "risk"}
CONV_RISK_KEYS = {"level", "category", "from"}

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    t = unicodedata.normalize("NFC", text).casefold()
    return re.sub(r"\s+", " ", t).strip()


def level_range(cats):
    lo = max(RANK[CATEGORIES[c][0]] for c in cats)
    hi = max(RANK[CATEGORIES[c][1]] for c in cats)
    return lo, hi


def load(path):
    rows = []
    if not path.exists():
        err(f"{path.name}: missing")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{path.name}:{n}: empty line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{path.name}:{n}: does not parse: {e}")
                continue
            if not isinstance(obj, dict):
                err(f"{path.name}:{n}: not a JSON object")
                continue
            rows.append((n, obj))
    return rows


def check_text(where, text):
    if not isinstance(text, str) or not text.strip():
        err(f"{where}: text must be a non-empty string")
        return False
    if text != text.strip():
        err(f"{where}: text has leading/trailing whitespace")
    return True


messages = load(HERE / "messages.jsonl")
conversations = load(HERE / "conversations.jsonl")

seen_ids = {}
seen_texts = {}


def claim_id(where, i):
    if i in seen_ids:
        err(f"{where}: duplicate id {i!r} (also {seen_ids[i]})")
    seen_ids[i] = where


def claim_text(where, text):
    k = norm(text)
    if k in seen_texts:
        err(f"{where}: duplicate text (also {seen_texts[k]})")
    seen_texts[k] = where


# ---------------------------------------------------------------- messages
per_lang = defaultdict(lambda: {"risk": 0, "neg": 0})
cat_counts = defaultdict(Counter)
level_counts = defaultdict(Counter)
neg_style_counts = defaultdict(Counter)
risk_style_counts = defaultdict(Counter)
register_counts = Counter()
also_count = 0

for n, m in messages:
    where = f"messages.jsonl:{n}"
    mid = m.get("id")
    if not isinstance(mid, str):
        err(f"{where}: id missing or not a string")
        continue
    where = f"{where} ({mid})"
    claim_id(where, mid)
    match = re.fullmatch(r"e3-([a-z]{2})-(\d{3})", mid)
    if not match:
        err(f"{where}: id does not match e3-<lang>-NNN")
        continue
    lang, num = match.group(1), int(match.group(2))
    if lang not in LANGS:
        err(f"{where}: unknown language {lang!r}")
        continue
    if m.get("lang") != lang:
        err(f"{where}: lang {m.get('lang')!r} does not match id")
    if check_text(where, m.get("text")):
        claim_text(where, m["text"])
    risk = m.get("risk")
    if not isinstance(risk, bool):
        err(f"{where}: risk must be true or false")
        continue
    reg = m.get("register")
    if reg is not None:
        if reg not in REGISTERS:
            err(f"{where}: register {reg!r} not in {sorted(REGISTERS)}")
        else:
            register_counts[reg] += 1
    if risk:
        keys = set(m)
        if RISK_KEYS_REQ - keys:
            err(f"{where}: missing {sorted(RISK_KEYS_REQ - keys)}")
        if keys - RISK_KEYS_REQ - RISK_KEYS_OPT:
            err(f"{where}: unexpected {sorted(keys - RISK_KEYS_REQ - RISK_KEYS_OPT)}")
        if not 1 <= num <= 50:
            err(f"{where}: risk messages must be numbered 001-050")
        per_lang[lang]["risk"] += 1
        cat, lvl, style = m.get("category"), m.get("level"), m.get("style")
        if cat not in CATEGORIES:
            err(f"{where}: category {cat!r} not allowed")
            continue
        if lvl not in RANK:
            err(f"{where}: level {lvl!r} not allowed")
            continue
        if style not in RISK_STYLES:
            err(f"{where}: risk style {style!r} not allowed")
        cats = [cat]
        if "also" in m:
            also = m["also"]
            if not isinstance(also, list) or not also:
                err(f"{where}: also must be a non-empty list")
                also = []
            for a in also:
                if a not in CATEGORIES:
                    err(f"{where}: also category {a!r} not allowed")
                elif a == cat or cats.count(a):
                    err(f"{where}: also repeats {a!r}")
                else:
                    cats.append(a)
            also_count += 1
        lo, hi = level_range(cats)
        if not lo <= RANK[lvl] <= hi:
            err(f"{where}: level {lvl!r} impossible for {cats} "
                f"(allowed {LEVELS[lo]}..{LEVELS[hi]})")
        cat_counts[lang][cat] += 1
        level_counts[lang][lvl] += 1
        risk_style_counts[lang][style] += 1
    else:
        keys = set(m)
        if NEG_KEYS_REQ - keys:
            err(f"{where}: missing {sorted(NEG_KEYS_REQ - keys)}")
        if keys - NEG_KEYS_REQ - NEG_KEYS_OPT:
            err(f"{where}: unexpected on a negative {sorted(keys - NEG_KEYS_REQ - NEG_KEYS_OPT)}")
        if not 51 <= num <= 100:
            err(f"{where}: negatives must be numbered 051-100")
        per_lang[lang]["neg"] += 1
        style = m.get("style")
        if style not in NEG_STYLES:
            err(f"{where}: negative style {style!r} not allowed")
        else:
            neg_style_counts[lang][style] += 1

# counts per language
if len(messages) != 600:
    err(f"messages.jsonl: {len(messages)} lines, expected 600")
for lang in LANGS:
    if per_lang[lang] != {"risk": 50, "neg": 50}:
        err(f"messages {lang}: {dict(per_lang[lang])}, expected 50 risk + 50 negatives")
    for cat, want in CATEGORY_COUNTS.items():
        if cat_counts[lang][cat] != want:
            err(f"messages {lang}: {cat} = {cat_counts[lang][cat]}, expected {want}")
    for style in NEG_STYLES:
        k = neg_style_counts[lang][style]
        if not NEG_STYLE_RANGE[0] <= k <= NEG_STYLE_RANGE[1]:
            err(f"messages {lang}: negative style {style} = {k}, expected "
                f"{NEG_STYLE_RANGE[0]}-{NEG_STYLE_RANGE[1]}")
    want_ids = {f"e3-{lang}-{i:03d}" for i in range(1, 101)}
    have_ids = {m.get("id") for _, m in messages if m.get("lang") == lang}
    if want_ids - have_ids:
        err(f"messages {lang}: missing ids {sorted(want_ids - have_ids)[:5]}...")

total_reg = sum(register_counts.values())
if total_reg:
    share = register_counts["speech"] / total_reg
    if not SPEECH_SHARE_RANGE[0] <= share <= SPEECH_SHARE_RANGE[1]:
        err(f"messages: speech register share {share:.2f} outside {SPEECH_SHARE_RANGE}")

# ----------------------------------------------------------- conversations
conv_per_lang = defaultdict(lambda: {"risk": 0, "neg": 0})
conv_levels = Counter()
conv_cats = Counter()
n_turns = 0
for n, c in conversations:
    where = f"conversations.jsonl:{n}"
    cid = c.get("id")
    if not isinstance(cid, str):
        err(f"{where}: id missing or not a string")
        continue
    where = f"{where} ({cid})"
    claim_id(where, cid)
    match = re.fullmatch(r"e3c-([a-z]{2})-(\d{2})", cid)
    if not match or match.group(1) not in LANGS or not 1 <= int(match.group(2)) <= 6:
        err(f"{where}: id does not match e3c-<lang>-01..06")
        continue
    lang = match.group(1)
    if c.get("lang") != lang:
        err(f"{where}: lang {c.get('lang')!r} does not match id")
    keys = set(c)
    if CONV_KEYS_REQ - keys:
        err(f"{where}: missing {sorted(CONV_KEYS_REQ - keys)}")
        continue
    turns = c["turns"]
    if not isinstance(turns, list) or not 2 <= len(turns) <= 5:
        err(f"{where}: turns must be a list of 2-5 member messages")
        continue
    for t_i, t in enumerate(turns):
        if check_text(f"{where} turn {t_i}", t):
            claim_text(f"{where} turn {t_i}", t)
    n_turns += len(turns)
    if not isinstance(c["risk"], bool):
        err(f"{where}: risk must be true or false")
        continue
    if c["risk"]:
        conv_per_lang[lang]["risk"] += 1
        if CONV_RISK_KEYS - keys:
            err(f"{where}: risk conversation missing {sorted(CONV_RISK_KEYS - keys)}")
            continue
        if keys - CONV_KEYS_REQ - CONV_RISK_KEYS:
            err(f"{where}: unexpected {sorted(keys - CONV_KEYS_REQ - CONV_RISK_KEYS)}")
        cat, lvl, frm = c["category"], c["level"], c["from"]
        if cat not in CATEGORIES:
            err(f"{where}: category {cat!r} not allowed")
        elif lvl not in RANK:
            err(f"{where}: level {lvl!r} not allowed")
        else:
            lo, hi = level_range([cat])
            if not lo <= RANK[lvl] <= hi:
                err(f"{where}: level {lvl!r} impossible for {cat}")
            conv_levels[lvl] += 1
            conv_cats[cat] += 1
        if not isinstance(frm, int) or isinstance(frm, bool) or not 0 <= frm < len(turns):
            err(f"{where}: from must be a 0-based turn index inside the conversation")
    else:
        conv_per_lang[lang]["neg"] += 1
        if keys & CONV_RISK_KEYS:
            err(f"{where}: a negative conversation must not carry {sorted(keys & CONV_RISK_KEYS)}")
        if keys - CONV_KEYS_REQ:
            err(f"{where}: unexpected {sorted(keys - CONV_KEYS_REQ)}")

if len(conversations) != 36:
    err(f"conversations.jsonl: {len(conversations)} lines, expected 36")
for lang in LANGS:
    if conv_per_lang[lang] != {"risk": 4, "neg": 2}:
        err(f"conversations {lang}: {dict(conv_per_lang[lang])}, expected 4 risk + 2 negative")

# ------------------------------------------------------------------ report
if errors:
    print(f"FAIL: {len(errors)} problem(s)")
    for e in errors:
        print("  -", e)
    sys.exit(1)

print("OK: messages.jsonl and conversations.jsonl pass every check")
print(f"messages: {len(messages)}  conversations: {len(conversations)} ({n_turns} turns)  "
      f"risk messages with 'also': {also_count}")
print("\nrisk messages by level")
print("lang  " + "  ".join(f"{l:>8}" for l in LEVELS))
for lang in LANGS:
    print(f"{lang:<5} " + "  ".join(f"{level_counts[lang][l]:>8}" for l in LEVELS))
print("all   " + "  ".join(f"{sum(level_counts[x][l] for x in LANGS):>8}" for l in LEVELS))
print("\nnegatives by style")
styles = sorted(NEG_STYLES)
print("style     " + " ".join(f"{x:>3}" for x in LANGS) + "  all")
for s in styles:
    row = [neg_style_counts[x][s] for x in LANGS]
    print(f"{s:<9} " + " ".join(f"{v:>3}" for v in row) + f"  {sum(row):>3}")
print("\nrisk messages by style")
rs = sorted(RISK_STYLES)
print("style      " + " ".join(f"{x:>3}" for x in LANGS) + "  all")
for s in rs:
    row = [risk_style_counts[x][s] for x in LANGS]
    print(f"{s:<10} " + " ".join(f"{v:>3}" for v in row) + f"  {sum(row):>3}")
print(f"\nregister: {dict(register_counts)} "
      f"(speech share {register_counts['speech'] / max(total_reg, 1):.1%})")
print(f"conversations: levels {dict(conv_levels)}; categories {dict(conv_cats)}")
