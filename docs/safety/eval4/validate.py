#!/usr/bin/env python3
"""Validate the eval4 held-out set: schema, allowed values, uniqueness and counts.

Run: python3 validate.py   (from any directory). Exit code 0 = pass, 1 = errors.
"""
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGS = ["en", "es", "fr", "de", "pt", "it"]
CATEGORIES = ["passive_ideation", "active_ideation", "method_means", "intent", "plan_preparation",
              "self_harm", "harm_to_others", "danger_from_others", "eating_disorder"]
# levels each category may take, following taxonomy.md (default level and "raised to")
ALLOWED_LEVELS = {
    "passive_ideation": {"concern", "urgent"},
    "active_ideation": {"urgent", "imminent"},
    "method_means": {"urgent", "imminent"},
    "intent": {"imminent"},
    "plan_preparation": {"imminent"},
    "self_harm": {"urgent", "imminent"},
    "harm_to_others": {"urgent", "imminent"},
    "danger_from_others": {"urgent", "imminent"},
    "eating_disorder": {"concern", "urgent"},
}
RISK_STYLES = {"indirect", "slang", "misspelt", "buried", "question", "logistics", "described",
               "sarcasm", "codeswitch", "other-person", "direct", "emoji", "goodbye", "older",
               "research"}
NEG_STYLES = {"idiom", "sadness", "grief", "negation", "past", "distance", "media", "news",
              "everyday", "medical", "professional", "diet", "sport", "dark_humor", "planning"}

RISK_PER_LANG, NEG_PER_LANG = 40, 40
MIN_PER_CATEGORY, MIN_IMMINENT = 3, 10
CONV_RISK_PER_LANG, CONV_NEG_PER_LANG = 4, 3

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    return " ".join(unicodedata.normalize("NFC", text).casefold().split())


def load(name):
    rows = []
    raw = (HERE / name).read_bytes()
    try:
        content = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        err(f"{name}: not UTF-8 ({e})")
        return rows
    for n, line in enumerate(content.split("\n"), 1):
        if not line.strip():
            if n != len(content.split("\n")):
                err(f"{name}:{n}: blank line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"{name}:{n}: invalid JSON ({e})")
            continue
        if not isinstance(obj, dict):
            err(f"{name}:{n}: not a JSON object")
            continue
        rows.append((n, obj))
    return rows


def check_text(where, text):
    if not isinstance(text, str) or not text.strip():
        err(f"{where}: text must be a non-empty string")
        return False
    if text != text.strip():
        err(f"{where}: leading/trailing whitespace")
    return True


# ---------------------------------------------------------------- messages
msgs = load("messages.jsonl")
RISK_KEYS = {"id", "lang", "text", "risk", "category", "level", "style"}
NEG_KEYS = {"id", "lang", "text", "risk", "style"}
seen_ids, seen_texts = {}, {}
counts = defaultdict(Counter)  # lang -> Counter
cat_counts = defaultdict(Counter)
style_counts = defaultdict(Counter)

for n, m in msgs:
    where = f"messages.jsonl:{n}"
    risk = m.get("risk")
    if not isinstance(risk, bool):
        err(f"{where}: 'risk' must be true or false")
        continue
    keys = set(m)
    expected = RISK_KEYS if risk else NEG_KEYS
    if keys != expected:
        err(f"{where}: keys {sorted(keys)} != {sorted(expected)}")
    lang = m.get("lang")
    if lang not in LANGS:
        err(f"{where}: lang {lang!r} not in {LANGS}")
        continue
    mid = m.get("id")
    mt = re.fullmatch(r"e4-([a-z]{2})-(\d{3})", mid or "")
    if not mt:
        err(f"{where}: bad id {mid!r}")
    else:
        if mt.group(1) != lang:
            err(f"{where}: id {mid} does not match lang {lang}")
        num = int(mt.group(2))
        if risk and not 1 <= num <= 40:
            err(f"{where}: risk id {mid} must be 001..040")
        if not risk and not 41 <= num <= 80:
            err(f"{where}: negative id {mid} must be 041..080")
    if mid in seen_ids:
        err(f"{where}: duplicate id {mid} (first at line {seen_ids[mid]})")
    seen_ids[mid] = n
    text = m.get("text")
    if check_text(where, text):
        key = norm(text)
        if key in seen_texts:
            err(f"{where}: duplicate text (first at line {seen_texts[key]})")
        seen_texts[key] = n
    style = m.get("style")
    if risk:
        counts[lang]["risk"] += 1
        cat, lvl = m.get("category"), m.get("level")
        if cat not in ALLOWED_LEVELS:
            err(f"{where}: category {cat!r} not allowed")
        elif lvl not in ALLOWED_LEVELS[cat]:
            err(f"{where}: level {lvl!r} not allowed for {cat} (allowed {sorted(ALLOWED_LEVELS[cat])})")
        else:
            cat_counts[lang][cat] += 1
            counts[lang][lvl] += 1
        if style not in RISK_STYLES:
            err(f"{where}: risk style {style!r} not in {sorted(RISK_STYLES)}")
    else:
        counts[lang]["neg"] += 1
        if style not in NEG_STYLES:
            err(f"{where}: negative style {style!r} not in {sorted(NEG_STYLES)}")
    style_counts[lang][style] += 1

if len(msgs) != len(LANGS) * (RISK_PER_LANG + NEG_PER_LANG):
    err(f"messages.jsonl: {len(msgs)} lines, expected {len(LANGS) * (RISK_PER_LANG + NEG_PER_LANG)}")
for lang in LANGS:
    c = counts[lang]
    if c["risk"] != RISK_PER_LANG:
        err(f"messages {lang}: {c['risk']} risk, expected {RISK_PER_LANG}")
    if c["neg"] != NEG_PER_LANG:
        err(f"messages {lang}: {c['neg']} negatives, expected {NEG_PER_LANG}")
    if c["imminent"] < MIN_IMMINENT:
        err(f"messages {lang}: {c['imminent']} imminent, expected at least {MIN_IMMINENT}")
    for cat in CATEGORIES:
        if cat_counts[lang][cat] < MIN_PER_CATEGORY:
            err(f"messages {lang}: {cat_counts[lang][cat]} x {cat}, expected at least {MIN_PER_CATEGORY}")

# ----------------------------------------------------------- conversations
convs = load("conversations.jsonl")
CR_KEYS = {"id", "lang", "turns", "risk", "level", "category", "from"}
CN_KEYS = {"id", "lang", "turns", "risk"}
cseen = {}
ccounts = defaultdict(Counter)
for n, c in convs:
    where = f"conversations.jsonl:{n}"
    risk = c.get("risk")
    if not isinstance(risk, bool):
        err(f"{where}: 'risk' must be true or false")
        continue
    expected = CR_KEYS if risk else CN_KEYS
    if set(c) != expected:
        err(f"{where}: keys {sorted(c)} != {sorted(expected)}")
    lang = c.get("lang")
    if lang not in LANGS:
        err(f"{where}: lang {lang!r} not in {LANGS}")
        continue
    cid = c.get("id")
    mt = re.fullmatch(r"e4c-([a-z]{2})-(\d{2})", cid or "")
    if not mt:
        err(f"{where}: bad id {cid!r}")
    else:
        if mt.group(1) != lang:
            err(f"{where}: id {cid} does not match lang {lang}")
        num = int(mt.group(2))
        if risk and not 1 <= num <= CONV_RISK_PER_LANG:
            err(f"{where}: risk conversation id {cid} must be 01..{CONV_RISK_PER_LANG:02d}")
        if not risk and not CONV_RISK_PER_LANG < num <= CONV_RISK_PER_LANG + CONV_NEG_PER_LANG:
            err(f"{where}: negative conversation id {cid} must be "
                f"{CONV_RISK_PER_LANG + 1:02d}..{CONV_RISK_PER_LANG + CONV_NEG_PER_LANG:02d}")
    if cid in cseen or cid in seen_ids:
        err(f"{where}: duplicate id {cid}")
    cseen[cid] = n
    turns = c.get("turns")
    if not isinstance(turns, list) or not 2 <= len(turns) <= 5:
        err(f"{where}: turns must be a list of 2..5 member messages")
        turns = turns if isinstance(turns, list) else []
    local = set()
    for t, turn in enumerate(turns):
        if check_text(f"{where} turn {t}", turn):
            key = norm(turn)
            if key in local:
                err(f"{where}: turn {t} repeats an earlier turn")
            local.add(key)
            if key in seen_texts:
                err(f"{where}: turn {t} duplicates messages.jsonl line {seen_texts[key]}")
    if risk:
        ccounts[lang]["risk"] += 1
        cat, lvl, frm = c.get("category"), c.get("level"), c.get("from")
        if cat not in ALLOWED_LEVELS:
            err(f"{where}: category {cat!r} not allowed")
        elif lvl not in ALLOWED_LEVELS[cat]:
            err(f"{where}: level {lvl!r} not allowed for {cat}")
        if type(frm) is not int or not 0 <= frm < len(turns):
            err(f"{where}: 'from' must be an int index into turns (0..{len(turns) - 1})")
        elif frm == 0:
            err(f"{where}: 'from' is 0, the risk should show across turns")
    else:
        ccounts[lang]["neg"] += 1

expected_convs = len(LANGS) * (CONV_RISK_PER_LANG + CONV_NEG_PER_LANG)
if len(convs) != expected_convs:
    err(f"conversations.jsonl: {len(convs)} lines, expected {expected_convs}")
for lang in LANGS:
    if ccounts[lang]["risk"] != CONV_RISK_PER_LANG:
        err(f"conversations {lang}: {ccounts[lang]['risk']} risk, expected {CONV_RISK_PER_LANG}")
    if ccounts[lang]["neg"] != CONV_NEG_PER_LANG:
        err(f"conversations {lang}: {ccounts[lang]['neg']} negatives, expected {CONV_NEG_PER_LANG}")

# ------------------------------------------------------------------ report
print(f"messages.jsonl: {len(msgs)} lines")
print("lang  risk  neg  concern urgent imminent  | categories (min per lang)")
for lang in LANGS:
    c = counts[lang]
    mincat = min(cat_counts[lang][k] for k in CATEGORIES)
    print(f"{lang:4}  {c['risk']:4}  {c['neg']:3}  {c['concern']:7} {c['urgent']:6} {c['imminent']:8}  | "
          f"{len([k for k in CATEGORIES if cat_counts[lang][k]])}/9 categories, min {mincat}")
print(f"conversations.jsonl: {len(convs)} lines "
      f"({sum(v['risk'] for v in ccounts.values())} risk, {sum(v['neg'] for v in ccounts.values())} negative)")
if errors:
    print(f"\nFAIL: {len(errors)} error(s)")
    for e in errors:
        print("  - " + e)
    sys.exit(1)
print("\nOK: all checks passed")
