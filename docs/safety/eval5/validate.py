#!/usr/bin/env python3
"""Validate the eval5 held-out set (messages.jsonl, conversations.jsonl).

Checks schema, allowed categories and levels (per the rules in ../taxonomy.md),
unique ids and texts, and the expected counts. Exits 0 when every check passes,
1 otherwise, printing each problem found.

Usage: python3 validate.py [folder]   (default: the folder this file is in)
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

LANGS = ["en", "es", "fr", "de", "pt", "it"]

# category -> levels allowed by taxonomy.md (default level and the level it may be raised to)
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
LEVELS = {"concern", "urgent", "imminent"}

RISK_PER_LANG = 40
NEG_PER_LANG = 40
MIN_PER_CATEGORY = 3
IMMINENT_RANGE = (14, 16)
CONV_RISK_PER_LANG = 4
CONV_NEG_PER_LANG = 3
TURNS_RANGE = (2, 5)

RISK_KEYS = {"id", "lang", "text", "risk", "category", "level", "style"}
NEG_KEYS = {"id", "lang", "text", "risk", "style"}
CONV_RISK_KEYS = {"id", "lang", "turns", "risk", "level", "category", "from"}
CONV_NEG_KEYS = {"id", "lang", "turns", "risk"}

STYLE_RE = re.compile(r"^[a-z][a-z_]{1,23}$")
MSG_ID_RE = re.compile(r"^e5-([a-z]{2})-(\d{3})$")
CONV_ID_RE = re.compile(r"^e5c-([a-z]{2})-(\d{2})$")

errors = []


def err(msg):
    errors.append(msg)


def norm(text):
    return " ".join(text.lower().split())


def load_jsonl(path):
    rows = []
    if not os.path.exists(path):
        err(f"missing file: {path}")
        return rows
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                err(f"{os.path.basename(path)}:{n}: empty line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{os.path.basename(path)}:{n}: invalid JSON ({e})")
                continue
            if not isinstance(obj, dict):
                err(f"{os.path.basename(path)}:{n}: not a JSON object")
                continue
            rows.append(obj)
    return rows


def check_messages(rows):
    seen_ids, seen_texts = set(), {}
    risk_count = Counter()
    neg_count = Counter()
    cat_count = defaultdict(Counter)
    imminent = Counter()
    for r in rows:
        rid = r.get("id", "<no id>")
        risk = r.get("risk")
        if not isinstance(risk, bool):
            err(f"{rid}: 'risk' must be true or false")
            continue
        keys = set(r)
        expected = RISK_KEYS if risk else NEG_KEYS
        if keys != expected:
            err(f"{rid}: keys {sorted(keys)} != expected {sorted(expected)}")
        if rid in seen_ids:
            err(f"{rid}: duplicate id")
        seen_ids.add(rid)
        lang = r.get("lang")
        if lang not in LANGS:
            err(f"{rid}: unknown lang {lang!r}")
            continue
        m = MSG_ID_RE.match(str(rid))
        if not m:
            err(f"{rid}: id does not match e5-<lang>-NNN")
        else:
            if m.group(1) != lang:
                err(f"{rid}: id language differs from lang {lang}")
            num = int(m.group(2))
            if risk and not 1 <= num <= 40:
                err(f"{rid}: risk ids must be 001-040")
            if not risk and not 41 <= num <= 80:
                err(f"{rid}: negative ids must be 041-080")
        text = r.get("text")
        if not isinstance(text, str) or not text.strip():
            err(f"{rid}: empty or non-string text")
        else:
            if text != text.strip():
                err(f"{rid}: text has leading/trailing whitespace")
            key = norm(text)
            if key in seen_texts:
                err(f"{rid}: duplicate text (same as {seen_texts[key]})")
            seen_texts[key] = rid
        style = r.get("style")
        if not isinstance(style, str) or not STYLE_RE.match(style):
            err(f"{rid}: style must be a short lowercase word, got {style!r}")
        if risk:
            risk_count[lang] += 1
            cat, lvl = r.get("category"), r.get("level")
            if cat not in ALLOWED_LEVELS:
                err(f"{rid}: unknown category {cat!r}")
            elif lvl not in ALLOWED_LEVELS[cat]:
                err(f"{rid}: level {lvl!r} not allowed for {cat} (allowed: {sorted(ALLOWED_LEVELS[cat])})")
            else:
                cat_count[lang][cat] += 1
                if lvl == "imminent":
                    imminent[lang] += 1
        else:
            neg_count[lang] += 1
    if len(rows) != len(LANGS) * (RISK_PER_LANG + NEG_PER_LANG):
        err(f"messages: {len(rows)} rows, expected {len(LANGS) * (RISK_PER_LANG + NEG_PER_LANG)}")
    for lang in LANGS:
        if risk_count[lang] != RISK_PER_LANG:
            err(f"messages/{lang}: {risk_count[lang]} risk, expected {RISK_PER_LANG}")
        if neg_count[lang] != NEG_PER_LANG:
            err(f"messages/{lang}: {neg_count[lang]} negatives, expected {NEG_PER_LANG}")
        for cat in ALLOWED_LEVELS:
            if cat_count[lang][cat] < MIN_PER_CATEGORY:
                err(f"messages/{lang}: category {cat} appears {cat_count[lang][cat]} times, need >= {MIN_PER_CATEGORY}")
        lo, hi = IMMINENT_RANGE
        if not lo <= imminent[lang] <= hi:
            err(f"messages/{lang}: {imminent[lang]} imminent, expected {lo}-{hi}")
    return seen_texts, cat_count, imminent


def check_conversations(rows):
    seen_ids, seen_convs = set(), {}
    risk_count, neg_count = Counter(), Counter()
    for r in rows:
        rid = r.get("id", "<no id>")
        risk = r.get("risk")
        if not isinstance(risk, bool):
            err(f"{rid}: 'risk' must be true or false")
            continue
        keys = set(r)
        expected = CONV_RISK_KEYS if risk else CONV_NEG_KEYS
        if keys != expected:
            err(f"{rid}: keys {sorted(keys)} != expected {sorted(expected)}")
        if rid in seen_ids:
            err(f"{rid}: duplicate id")
        seen_ids.add(rid)
        lang = r.get("lang")
        if lang not in LANGS:
            err(f"{rid}: unknown lang {lang!r}")
            continue
        m = CONV_ID_RE.match(str(rid))
        if not m:
            err(f"{rid}: id does not match e5c-<lang>-NN")
        else:
            if m.group(1) != lang:
                err(f"{rid}: id language differs from lang {lang}")
            num = int(m.group(2))
            if risk and not 1 <= num <= 4:
                err(f"{rid}: risk conversation ids must be 01-04")
            if not risk and not 5 <= num <= 7:
                err(f"{rid}: negative conversation ids must be 05-07")
        turns = r.get("turns")
        if not isinstance(turns, list) or not all(isinstance(t, str) and t.strip() for t in turns):
            err(f"{rid}: turns must be a list of non-empty strings")
            continue
        lo, hi = TURNS_RANGE
        if not lo <= len(turns) <= hi:
            err(f"{rid}: {len(turns)} turns, expected {lo}-{hi}")
        if len({norm(t) for t in turns}) != len(turns):
            err(f"{rid}: repeated turn inside the conversation")
        key = tuple(norm(t) for t in turns)
        if key in seen_convs:
            err(f"{rid}: duplicate conversation (same as {seen_convs[key]})")
        seen_convs[key] = rid
        if risk:
            risk_count[lang] += 1
            cat, lvl, frm = r.get("category"), r.get("level"), r.get("from")
            if cat not in ALLOWED_LEVELS:
                err(f"{rid}: unknown category {cat!r}")
            elif lvl not in ALLOWED_LEVELS[cat]:
                err(f"{rid}: level {lvl!r} not allowed for {cat}")
            if not isinstance(frm, int) or isinstance(frm, bool) or not 1 <= frm <= len(turns) - 1:
                err(f"{rid}: 'from' must be an int in 1..{len(turns) - 1}, got {frm!r}")
        else:
            neg_count[lang] += 1
    if len(rows) != len(LANGS) * (CONV_RISK_PER_LANG + CONV_NEG_PER_LANG):
        err(f"conversations: {len(rows)} rows, expected {len(LANGS) * (CONV_RISK_PER_LANG + CONV_NEG_PER_LANG)}")
    for lang in LANGS:
        if risk_count[lang] != CONV_RISK_PER_LANG:
            err(f"conversations/{lang}: {risk_count[lang]} risk, expected {CONV_RISK_PER_LANG}")
        if neg_count[lang] != CONV_NEG_PER_LANG:
            err(f"conversations/{lang}: {neg_count[lang]} negatives, expected {CONV_NEG_PER_LANG}")


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    msgs = load_jsonl(os.path.join(folder, "messages.jsonl"))
    convs = load_jsonl(os.path.join(folder, "conversations.jsonl"))
    _, cat_count, imminent = check_messages(msgs)
    check_conversations(convs)
    if errors:
        for e in errors:
            print("FAIL", e)
        print(f"{len(errors)} problem(s)")
        return 1
    print(f"OK: {len(msgs)} messages, {len(convs)} conversations")
    for lang in LANGS:
        cats = ", ".join(f"{c}={cat_count[lang][c]}" for c in ALLOWED_LEVELS)
        print(f"  {lang}: imminent={imminent[lang]}; {cats}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
