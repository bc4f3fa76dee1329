/**
 * Words that say risk told of as over has come back, in every language the rules read ("again",
 * "relapsed", "the urges are back", "otra vez", "rechuté", "wieder angefangen", "voltei a", "ho avuto una
 * ricaduta"). A later turn of a conversation brings an earlier turn's past risk back when it says one
 * of these, has a risk phrase of its own, or is short ("and lately it's bad"): a later turn that only
 * has a time word ("still", "today", "this week") about something else does not (engine.ts,
 * `bringsBack`). Written in the detector's form: lower case, no accents.
 */
export const RECURRENCE: string[] = [
  // en
  "again|relaps\\w*|(?:is|are|came|coming|come|it is|it's) back|back to (?:it|cutting|doing it|purging|starving|the (?:urges|thoughts|blade|pills))|started (?:it|cutting|doing it) (?:up )?again|urges?|tempted|craving|slipped|fell off the wagon",
  // es, pt
  'otra vez|de nuevo|volv\\w* a|recai\\w*|recaida|ganas de|outra vez|de novo|voltei a|voltou a|voltaram|vontade de',
  // fr, it
  'encore une fois|de nouveau|a nouveau|recommenc\\w*|rechut\\w*|repris|envie de|di nuovo|ricominciat\\w*|ricadut\\w*|ricaduto|tornat\\w*|tornano|voglia di',
  // de
  'wieder|rueckfall\\w*|angefangen|drang|verlangen',
];
