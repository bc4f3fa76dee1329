import type { Risk, RiskCategory, RiskLevel } from '@vi/contracts';
import type { Language } from '../../coach/language.js';

export type { RiskCategory, RiskLevel };

/** What the offline layer found in a message or a conversation. */
export interface RiskAssessment {
  /** Highest level any matched rule reached; null when the text shows no risk. */
  level: RiskLevel | null;
  categories: RiskCategory[];
  /** The language to answer in (the detected one; English when unsure). */
  language: Language;
  /** Ids of the rules that matched (for tests and the evaluation; never logged with the text). */
  matched: string[];
}

/**
 * One rule of a language's list. `pattern` is a regular-expression source matched against the
 * normalised text (see normalise.ts: lower case, accents removed, leetspeak undone, letters
 * repeated three or more times collapsed to one, punctuation to spaces except apostrophes) with
 * whole-word boundaries added around it. Written as families of phrasings, never one sentence.
 * English contractions are written out there ("i am", "do not", "can not", "i would"). The engine
 * tries each top-level alternative on its own, and only in clauses holding one of the literals it must
 * contain (computed from the source): so no backreferences, and no match across a clause (. , ; : ! ?
 * and new lines end one).
 * Weak rules, `resolved`, `present` and `distance` below are optional additions; nothing else changed.
 */
export interface RiskRule {
  /** Unique: `<lang>.<category>.<short-name>`. */
  id: string;
  category: RiskCategory;
  level: RiskLevel;
  pattern: string;
  /** A negation cue shortly before the match cancels it ("I'd never kill myself"). Default true. */
  negatable?: boolean;
  /**
   * Optional. An ambiguous phrase that alone is no risk ("tonight's the night", "I've made up my mind",
   * "I can't see a way out"): it counts only beside another risk in the same message or in the
   * conversation's recent turns, beside a known earlier risk, beside a second weak passive-ideation
   * phrase ("I can't see a way out, I'm done with everything"), or when weak means (method or
   * self-harm) meet a weak decision (intent or plan) in the same language; two different weak phrases of
   * one category (two preparations, two decisions, two threats, two signs of starving) in one message
   * also count, and such pairs (or a weak
   * passive-ideation phrase beside a weak means, decision or preparation) count when spread over the
   * conversation's recent turns. Default false.
   */
  weak?: boolean;
  /**
   * Optional, for weak rules: all its phrases are one signal, so two of them never make a risk together
   * (hair falling out and always being cold are one sign of starving, not two). Default false.
   */
  oneSignal?: boolean;
}

/** What a language file's `rule(...)` helper takes beside the pattern. */
export type RuleOptions = Pick<RiskRule, 'negatable' | 'weak' | 'oneSignal'>;

/** A language's rules, its negation cues and the idioms removed before any rule is tried. */
export interface LanguageRules {
  language: Language;
  rules: RiskRule[];
  /** Regex sources of negation cues ("never", "not", "no", "jamais", "nunca", "nie", ...). */
  negations: string[];
  /**
   * Optional. Regex sources of a clause ending that carries its negation into the next clause, where a
   * language puts the negated thing after a comma ("ich denke nicht daran, mich umzubringen", "ich habe
   * keine Gedanken, mir etwas anzutun"): a negatable match in the first words of the next clause is negated.
   */
  negationCarry?: string[];
  /** Regex sources of idioms and everyday uses cut out of the text before matching ("killing me" about a deadline, "to die for"). */
  guards: string[];
  /**
   * Regex sources that raise the level of a match in the same message to `imminent`: timing
   * ("tonight", "right now"), means at hand ("in my drawer", "here with me").
   */
  escalators: string[];
  /**
   * Optional. Regex sources saying the risk is over and in the past ("years ago", "used to", "I've been
   * clean for a year"): with one of them and none of `present`, negatable matches of the message are dropped.
   */
  resolved?: string[];
  /** Optional. Regex sources saying it is happening now or again ("again", "lately", "relapsed"). */
  present?: string[];
  /**
   * Optional. Regex sources of a statement of being well now ("now I'm 40 and happy", "today I celebrate
   * three years free"): a `present` cue inside one does not count (its "now" tells of the recovery).
   * Never a reason to drop a match by itself: that still needs a `resolved` cue.
   */
  recovered?: string[];
  /**
   * Optional. Regex sources of distance: stories, films, games, songs, news ("in the movie", "my character",
   * "the article"). A negatable match in the same clause is dropped.
   */
  distance?: string[];
}

export type { Risk };
