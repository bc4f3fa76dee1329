/**
 * English, info namespace: about, contact, crisis resources and the legal pages. Loaded with those
 * pages, not with the landing page.
 *
 * Long texts (`*.body`) use a tiny markup read by `features/info/Prose.tsx`: blocks separated by a
 * blank line; `## ` starts a heading, lines starting with `- ` make a list, and `[label](/path)` is a
 * link inside this site.
 */
import { FREE_CHAT_CONVERSATIONS_PER_MONTH, FREE_VOICE_CONVERSATIONS_PER_MONTH } from '@vi/contracts';

const enInfo = {
  'info.lastUpdated': 'Last updated: {date}',

  'about.title': 'About Vi',
  'about.description': 'Why a psychiatrist and NLP trainer built Vi, an AI emotional-wellness assistant available by voice and text, 24/7.',
  'about.eyebrow': 'Our story',
  'about.lead': 'Vi began with a simple question from our founder: what happens to people between appointments?',
  'about.body': `## Where Vi comes from

Our founder spent many years as a psychiatrist and, alongside that work, trained people in neuro-linguistic programming. Again and again the same pattern showed up: people felt worst at night, at weekends, in the car park before a difficult meeting — never neatly at 10 a.m. on a Tuesday.

Many of them did not need a diagnosis or a prescription in those moments. They needed someone to slow things down, ask a good question and walk them through a simple technique they could use again on their own.

## Why an AI assistant

Our founder could not be awake for everyone, so the idea became Vi: an assistant that is there 24/7, by voice or by text, and that guides the same kind of short, practical exercises taught in NLP trainings — reframing beliefs, anchoring positive states, parts integration, phobia release and memory distance.

## What Vi is, and what it is not

- Vi is an AI assistant, not a person, and it says so.
- Vi offers emotional support only. It does not diagnose or treat any condition and does not replace professional care.
- People in crisis should contact a crisis line or emergency services; our crisis resources are free for everyone.

## How we build it

We keep Vi affordable, with free conversations every month and one simple paid plan. We do not show ads and we do not sell data. We would rather be small, careful and useful than loud.`,
  'about.ctaTitle': 'Try a conversation',
  'about.ctaText': 'Your first voice and text conversations each month are free.',
  'about.crisisLink': 'See crisis resources',

  'contact.title': 'Contact Us',
  'contact.description': 'Contact Vi support. We reply within 24 hours. Support hours Mon-Fri 9-6 and Sat 10-4 PST, Sunday closed.',
  'contact.eyebrow': 'Support',
  'contact.lead': 'Questions about your account, your plan or how Vi works? Send us a message.',
  'contact.replyTitle': 'Quick replies',
  'contact.reply': 'We reply within 24 hours.',
  'contact.hoursTitle': 'Support hours',
  'contact.hoursWeekdays': 'Mon-Fri: 9-6 PST',
  'contact.hoursSaturday': 'Sat: 10-4 PST',
  'contact.hoursSunday': 'Sunday: closed',
  'contact.faqTitle': 'Looking for a quick answer?',
  'contact.faqText': 'Many questions are answered in our FAQ.',
  'contact.faqLink': 'Read the FAQ',
  'contact.crisisTitle': 'Need help right now?',
  'contact.crisisText': 'This form is not monitored around the clock. If you are in crisis, call or text 988 in the US, or see our crisis resources.',
  'contact.crisisLink': 'Crisis resources',
  'contact.formTitle': 'Send us a message',
  'contact.requiredNote': 'Fields marked * are required.',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.subject': 'Subject',
  'contact.priority': 'Priority',
  'contact.priority.low': 'Low',
  'contact.priority.normal': 'Normal',
  'contact.priority.high': 'High',
  'contact.priority.urgent': 'Urgent',
  'contact.message': 'Message',
  'contact.submit': 'Send Message',
  'contact.sending': 'Sending Message...',
  'contact.sentTitle': 'Message Sent!',
  'contact.sentText': 'Thank you for reaching out. We will reply within 24 hours.',
  'contact.sendAnother': 'Send another message',
  'contact.errorSummary': 'Please correct the highlighted fields.',
  'contact.error.nameRequired': 'Please enter your name.',
  'contact.error.emailRequired': 'Please enter your email.',
  'contact.error.emailInvalid': 'Please enter a valid email address.',
  'contact.error.subjectRequired': 'Please enter a subject.',
  'contact.error.messageRequired': 'Please enter a message.',

  'crisis.title': 'Crisis Resources',
  'crisis.description':
    'Free crisis lines you can call or text right now, including 988 and the Crisis Text Line (text HOME to 741741), plus international helplines.',
  'crisis.eyebrow': 'You are not alone',
  'crisis.lead': 'If you are struggling, trained people are ready to listen right now. These services are free and confidential.',
  'crisis.emergencyTitle': 'In immediate danger?',
  'crisis.emergencyText': 'Call your local emergency number now (911 in the US and Canada, 999 or 112 in the UK, 000 in Australia).',
  'crisis.emergencyCall': 'Call 911',
  'crisis.viNote': 'Vi is an AI assistant for emotional support. It cannot respond to emergencies or contact anyone on your behalf.',
  'crisis.usTitle': 'Crisis lines in the United States',
  'crisis.internationalTitle': 'Outside the United States',
  'crisis.phone': 'Phone',
  'crisis.hours': 'Hours',
  'crisis.languages': 'Languages',
  'crisis.type': 'Type',
  'crisis.website': 'Website',
  'crisis.hours.always': '24/7',
  'crisis.hours.varies': 'Check the website for current hours',
  'crisis.hours.directory': 'Depends on the service',
  'crisis.lang.en': 'English',
  'crisis.lang.enEs': 'English, Spanish',
  'crisis.lang.enEsMore': 'English, Spanish and 200+ languages through interpreters',
  'crisis.lang.enFr': 'English, French',
  'crisis.lang.many': 'Many languages',
  'crisis.type.suicide': 'Suicide and emotional crisis',
  'crisis.type.text': 'Crisis support by text',
  'crisis.type.veterans': 'Veterans, service members and their families',
  'crisis.type.lgbtq': 'LGBTQ+ young people',
  'crisis.type.substance': 'Mental health and substance use referrals',
  'crisis.type.domestic': 'Domestic violence',
  'crisis.type.sexualAssault': 'Sexual assault',
  'crisis.type.trans': 'Peer support for trans people',
  'crisis.type.emotional': 'Emotional support',
  'crisis.type.directory': 'Directory of helplines worldwide',
  'crisis.country.uk': 'United Kingdom and Ireland',
  'crisis.country.au': 'Australia',
  'crisis.country.ca': 'Canada',
  'crisis.country.world': 'Worldwide',
  'crisis.action.call': 'Call {number}',
  'crisis.action.text': 'Text {number}',
  'crisis.action.textWord': 'Text {word} to {number}',
  'crisis.action.callPress1': 'Call 988, then press 1',
  'crisis.action.findLine': 'Find a helpline',
  'crisis.linksTitle': 'More crisis and support websites',
  'crisis.link.lifeline': '988 Suicide & Crisis Lifeline',
  'crisis.link.crisisText': 'Crisis Text Line',
  'crisis.link.findahelpline': 'Find A Helpline (international directory)',
  'crisis.link.iasp': 'IASP list of crisis centres',
  'crisis.link.samhsa': 'SAMHSA: find treatment and support',
  'crisis.link.nami': 'NAMI: mental health information and support',
  'crisis.signsTitle': 'Warning signs to take seriously',
  'crisis.signsIntro': 'In yourself or someone else, get help now if you notice:',
  'crisis.signs': `- Talking about wanting to die or to hurt oneself
- Looking for a way to end one's life
- Talking about feeling hopeless or having no reason to live
- Feeling trapped or in unbearable pain
- Talking about being a burden to others
- Using more alcohol or drugs
- Withdrawing from friends and family
- Sleeping too little or too much
- Extreme mood swings, rage or anxiety
- Giving away belongings or saying goodbye`,
  'crisis.helpTitle': 'How to help someone',
  'crisis.help': `- Ask them directly if they are thinking about suicide. Asking does not put the idea in their head.
- Listen without judging, and take what they say seriously.
- Help keep them safe: reduce access to things they could use to hurt themselves.
- Help them connect with a crisis line, such as 988, or a professional.
- Stay in touch after the crisis. A short message can make a difference.
- If there is immediate danger, call emergency services.`,
  'crisis.backToVi': 'Back to Vi',

  'legal.privacy.title': 'Privacy Policy',
  'legal.privacy.description': 'What Vi stores about you, where it goes (AI provider, Stripe, Vapi), how long we keep it and how to make a privacy request.',
  'legal.privacy.body': `This policy explains what the Vi service stores about you, why, who else sees it and what you can ask us to do with it. Vi is for adults aged 18 and over.

## What we store

- Your account: your name, your email address, a hash of your password made with argon2id (we never store the password itself) and the times you sign in.
- Your conversations: the chat conversations and messages you send to Vi and its replies, so you can continue them and, on Unlimited Access, see your history.
- Session records for voice and text conversations: when they started and ended, how long they lasted and how many messages they had, and for a voice call how it ended and whether it showed a risk of suicide or self-harm. We use them to count your free allowance and show your statistics; the risk flag helps us check that crisis moments are handled safely.
- Your plan: whether you have Unlimited Access, and the reference Stripe gives us for your subscription.
- Feedback you choose to send us, such as a rating.

This is kept in a PostgreSQL database run by the operator of this Vi service.

## Who else receives data

- AI provider: to write Vi's replies, the messages of a chat conversation are sent to the AI provider the operator has configured: OpenAI, or an OpenAI-compatible server chosen by the operator. If none is configured, a built-in offline coach answers and nothing leaves our server.
- Voice: a voice call runs either through the voice platform Vapi, which processes the audio of the call, or through your browser's own speech recognition and voices. The section on voice conversations below explains both.
- Payments: payments are handled by Stripe. Your card details go straight to Stripe and never touch our servers.

We do not sell your data and we do not use it for advertising.

## Voice conversations

How a voice call works depends on how the operator has set up this Vi service. The voice page says which kind of call you are about to start.

- With the voice platform (Vapi): the audio of the call streams between your browser and Vapi. Vapi turns your speech into text, has Vi's replies written by an AI model (OpenAI) and speaks them. When the call ends, Vapi sends us the call's times, why it ended and its transcript. Of these we keep only the times, the outcome and whether the call showed a risk of suicide or self-harm. We do not keep the transcript or any other words of the call.
- Browser voice: your browser turns your speech into text with its own speech recognition. Where the browser supports it, this happens on your device; otherwise the browser sends the audio to its maker's speech service (Google's, for Chrome). Only the recognised text reaches Vi. To write each reply we send that text, with the earlier turns of the same call, to the AI provider described above (or the offline coach answers), and we check it for a risk of suicide or self-harm. Your browser speaks the reply with its own voices: we choose a voice that runs on your device when the browser has one; an online voice receives the text of the reply. We do not store the words of a browser voice call, only its session record.

## Cookies and local storage

We set one cookie: an httpOnly refresh cookie used only to keep you signed in. There are no advertising trackers and no third-party analytics. Your browser also remembers your interface language in its local storage.

What you type into the contact form is not saved on our servers.

## How long we keep it

We keep your data while your account is open.

You can delete your account yourself in your account settings ("Delete my account"). It is closed at once and kept for 30 days, so you can restore it by signing in within that time. After 30 days, every part of the Vi service deletes everything it holds about you, and your conversations, which are encrypted with a key of your own, become unreadable in every copy, backups included, because that key is destroyed. If you want a copy of your data, download it first from your account settings ("Download My Data").

## Your rights

You can ask for a copy of your data, ask us to correct it, or ask us to delete it. We answer privacy requests within 48 hours and handle them within 30 days. Use the [contact form](/contact-us) with "Privacy request" as the subject.

## Security

Passwords are hashed with argon2id, each member can reach only their own data, admin screens require the admin role and admin actions are recorded. Traffic is encrypted in transit when the service is deployed behind TLS (HTTPS).

## Changes

If we change this policy we will update the date above and announce important changes on this site.`,

  'legal.terms.title': 'Terms of Service',
  'legal.terms.description':
    'The terms for using Vi: emotional support only, adults 18+, the free plan and Unlimited Access at $3.99 per month, cancel anytime.',
  'legal.terms.body': `These terms apply when you use Vi. By creating an account you agree to them. Please read them with our [Privacy Policy](/privacy-policy), which explains how we handle your data.

## What Vi is

Vi is an AI emotional-wellness assistant. It offers emotional support only. It does not diagnose or treat any condition and is not a replacement for professional care. Vi is an AI, not a person, and what it says can be incomplete or wrong: use your own judgement.

If you are in crisis or thinking about harming yourself, contact a crisis line or your local emergency number right away. Our [crisis resources](/crisis-resources) are free for everyone.

## Who can use Vi

You must be 18 or older. Keep your password to yourself; you are responsible for what happens in your account.

## Plans and payment

- Free: ${FREE_VOICE_CONVERSATIONS_PER_MONTH} voice conversations and ${FREE_CHAT_CONVERSATIONS_PER_MONTH} text conversations per month, counted from the first day of the month.
- Unlimited Access: $3.99 per month, billed through Stripe as a monthly subscription. You can cancel anytime.
- We give at least 30 days' notice before any change to our prices.

## Acceptable use

Do not use Vi to break the law, to harass anyone, to try to get into other people's accounts or our systems, or to overload the service.

## Availability

We aim for 99.9% uptime, but Vi can sometimes be unavailable, for example during maintenance. Crisis resources never depend on your plan.

## Ending your account

You can delete your account at any time. A deleted account is kept for 30 days so it can be recovered, then deleted. We may suspend accounts that break these terms.

## Liability

Vi is provided as it is. To the extent the law allows, we are not liable for indirect losses arising from your use of the service.

## Changes

We may update these terms. We will change the date above and tell members about important changes before they take effect.`,

  'legal.hipaa.title': 'HIPAA Compliance',
  'legal.hipaa.description': 'How Vi relates to HIPAA: an emotional-support product, not a healthcare provider, and the safeguards it does have.',
  'legal.hipaa.body': `HIPAA is a United States law that protects health information held by healthcare providers, health plans and the companies that work for them. This page explains plainly where Vi stands.

## Vi is not a healthcare provider

Vi is an emotional-support product. It does not diagnose or treat any condition, it does not keep medical records and it is not a healthcare provider or health plan. We do not claim any HIPAA certification. Please do not use Vi to store medical records or information a clinician has asked you to keep confidential.

## The safeguards we do have

Even though Vi is not a healthcare service, we treat what you share with care:

- Encryption in transit when the service is deployed behind TLS (HTTPS).
- Passwords stored only as argon2id hashes.
- Access control: each member can reach only their own account and conversations; admin screens require the admin role.
- An audit record of admin actions.
- An httpOnly refresh cookie used only for signing in, and no advertising trackers.

## Services that handle your data

Chat messages are sent to the AI provider configured by the operator (OpenAI or an OpenAI-compatible server), unless none is configured, in which case a built-in offline coach answers on our server. Voice calls go through Vapi when voice is enabled, and payments through Stripe. The [Privacy Policy](/privacy-policy) gives the details.

## Questions

We answer privacy requests within 48 hours and handle them within 30 days. [Contact us](/contact-us) with any question about your data.`,
  // Safety: the published safety protocol (/safety) and the crisis page's link to it
  'crisis.safetyNote': 'How Vi notices when someone may be in danger, and what it does then:',
  'crisis.safetyLink': "Vi's safety protocol",
  'safety.page.title': 'How Vi keeps you safe',
  'safety.page.description':
    "Vi's published safety protocol: what it watches for, what it does when someone may be in danger, what it never does, and who to call.",
  'safety.page.eyebrow': 'Safety protocol',
  'safety.page.lead':
    'Vi is an AI program that offers emotional support. Some people who talk to it are going through the hardest moments of their lives. This page says, in plain words, how Vi notices when someone may be in danger and what it does then.',
  'safety.page.call.title': 'If you are in danger now',
  'safety.page.call.text': 'Reach a person who can help, for free, at any hour:',
  'safety.page.call.emergency': 'Call your local emergency number (911 in the US)',
  'safety.page.call.call988': 'Call 988',
  'safety.page.call.text988': 'Text 988',
  'safety.page.call.text741741': 'Text HOME to 741741',
  'safety.page.call.more': 'Outside the US, or looking for a particular service:',
  'safety.page.call.moreLink': 'crisis lines in other countries and for particular needs',
  'safety.page.detects.title': 'What Vi watches for',
  'safety.page.detects.intro': 'Every message you write or say to Vi is checked for signs that you, or someone else, may be in danger:',
  'safety.page.detects.categories': `- A wish to be dead or not to exist ("I'd rather not wake up")
- Thoughts of ending your life, in any wording or slang
- A method, or the means at hand (pills, a weapon, a high place)
- Saying you will act, or have decided to
- A plan, a time or a place, or getting ready (saving pills, writing goodbye letters, giving things away)
- Hurting yourself, described and not only named ("started cutting again")
- Thoughts of seriously hurting someone else
- Danger from someone else: abuse, threats or violence
- Eating-disorder risk (not eating for days, purging, fainting)`,
  'safety.page.detects.how': 'How it reads:',
  'safety.page.detects.howList': `- In six languages: English, Spanish, French, German, Portuguese and Italian.
- Indirect wording, slang ("kms", "unalive"), misspellings and numbers used for letters are understood.
- Your last messages are read together, so a risk that only shows across several messages is caught.
- Saying it is not so ("I'd never hurt myself") and everyday phrases ("this deadline is killing me") are not treated as risk.
- It works in two parts: phrase lists written for each language, and a statistical model trained on several thousand example messages labelled by hand (none of them from the set the figures below are measured on), which reads the wording the lists miss.
- This check runs on our own servers, needs no outside service, and decides before Vi starts to reply. When Vi answers through an AI model, the model also rates the risk at the same time and can stop a reply that has started, so the crisis response follows at once.
- Vi's own replies are checked on the way out as well.`,
  'safety.page.levels.title': 'What Vi does at each level',
  'safety.page.levels.intro': 'Each sign has a level. The highest level in the conversation decides the response, in typed chat and in voice calls alike.',
  'safety.page.levels.concern': 'Concern',
  'safety.page.levels.concernText':
    'You may be struggling: a wish not to wake up, or signs of an eating disorder. Vi asks you kindly and directly how safe you are (asking does not put the idea there), keeps listening, and shows the crisis lines in a calm panel.',
  'safety.page.levels.urgent': 'Urgent',
  'safety.page.levels.urgentText':
    'You may be thinking of ending your life or hurting yourself, thinking of hurting someone, or be in danger from someone. Vi asks about your safety directly and puts your local emergency number, then one-tap Call 988, Text 988 and Text HOME to 741741, first. It offers a short grounding exercise.',
  'safety.page.levels.imminent': 'Imminent',
  'safety.page.levels.imminentText':
    'You may be about to act: a plan, a time, the means at hand. Vi asks you to call your local emergency number or 988 now, shows the same one-tap buttons first, and stays with you in the conversation.',
  'safety.page.levels.always': `- The help panel stays on screen for the rest of that conversation, and the conversation stays open.
- Vi remembers the crisis for 7 days (on our servers, visible only to you) and checks in at the start of your next conversation.
- Eating-disorder risk also brings the ANAD helpline; danger from someone else brings the National Domestic Violence Hotline.
- In voice calls the same check runs on every spoken turn and the panel appears on screen within 2 seconds. Vi says "the crisis resources page" instead of reading a web address aloud.
- Crisis help is never behind the paywall: a member with no conversations left this month can still write, receive the crisis response and keep talking about it.`,
  'safety.page.never.title': 'What Vi never does',
  'safety.page.never.list': `- Give information about ways or means of harming yourself or anyone else.
- End the conversation on you, or shut you out because of what you said.
- Claim to be a human being, a doctor or any other licensed health professional.
- Put crisis help behind the paywall.
- Call anyone for you or about you. Vi cannot reach emergency services; it puts the people who can help one tap away.`,
  'safety.page.disclosure.title': 'Vi tells you it is a computer program',
  'safety.page.disclosure.intro': 'In typed chat it is shown in bold capitals of at least 16-point type; in a voice call Vi says it aloud:',
  'safety.page.disclosure.text': 'THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.',
  'safety.page.disclosure.when': `- At the start of every conversation, typed or spoken.
- Every 3 hours while a conversation goes on.
- When you come back after 7 days or more away.
- Whenever you ask whether you are talking to a person or a bot. That answer is written by us, not by an AI model.`,
  'safety.page.counts.title': 'How we count crisis referrals',
  'safety.page.counts.text':
    'We count how many times Vi gave the crisis response, as the law asks (California requires a yearly report from July 2027). The counts hold no name, email, account number, message or anything else that points to a person. Each count says only:',
  'safety.page.counts.list': `- the month
- the level (concern, urgent or imminent)
- the channel: typed chat, voice in the browser, or voice through our calling platform
- the language of the conversation`,
  'safety.page.eval.title': 'How well it works',
  'safety.page.eval.intro':
    'We measure the check that always runs on messages labelled by hand. "Caught" is the share of messages needing crisis help that Vi recognised; "alarms that were right" is the share of Vi\'s crisis responses that were needed.',
  'safety.page.eval.caption': 'Figures of the measurement of {date}.',
  'safety.page.eval.captionNone': 'Figures of the latest measurement.',
  'safety.page.eval.measure': 'Measure',
  'safety.page.eval.result': 'Result',
  'safety.page.eval.target': 'Target',
  'safety.page.eval.notMeasured': 'not measured yet',
  'safety.page.eval.recall': 'Risk caught, all messages',
  'safety.page.eval.recallTarget': '95% or more',
  'safety.page.eval.imminentRecall': 'Risk caught when someone may act now',
  'safety.page.eval.imminentRecallTarget': '100%',
  'safety.page.eval.planMeansRecall': 'Risk caught when a plan or the means are mentioned',
  'safety.page.eval.planMeansRecallTarget': '100%',
  'safety.page.eval.precision': 'Alarms that were right',
  'safety.page.eval.precisionTarget': '95% or more',
  'safety.page.eval.conversationRecall': 'Risk caught that only shows across several messages',
  'safety.page.eval.conversationRecallTarget': 'No target set',
  'safety.page.eval.ordinaryFalseAlarmRate': 'Everyday messages with no risk that raised an alarm',
  'safety.page.eval.ordinaryFalseAlarmRateTarget': 'No target set',
  'safety.page.eval.p99Ms': 'Time to check one message (99 in 100 take no longer)',
  'safety.page.eval.p99MsTarget': '1 ms or less',
  'safety.page.eval.ms': '{ms} ms',
  'safety.page.eval.source':
    'Where the figures come from: five labelled sets written by the team and kept in the product\'s repository (docs/safety/eval/ to docs/safety/eval5/, the second to the fifth by contributors who never saw the detector or its training messages, the third with many messages written as speech is transcribed, the fourth as people type in a chat app, the fifth across every register from two words to long paragraphs), read together: single messages in six languages, with messages that look alarming but are not (idioms, sadness without risk, stories, news) in about equal number, short conversations where the risk only shows across messages, and 420 everyday messages with no risk, to count alarms on ordinary talk. The statistical model was trained on other messages, never on these. The command "node bench/crisis-eval.mjs --write" measures it and writes these figures.',
  'safety.page.eval.size': 'The latest measurement used {messages} messages in {languages} languages and {conversations} conversations.',
  'safety.page.eval.independent':
    'A set written by the team that built the check can flatter it, so an independent set, written by people outside the team, is run against the product too. Its results are kept beside these in bench/RESULTS.md in the repository.',
  'safety.page.law.title': 'The rules we follow',
  'safety.page.law.text':
    'Laws for AI companions ask for a published safety protocol, a clear disclosure that you are talking to a computer program, and counts of crisis referrals: New York (General Business Law Article 47), California (SB 243), Utah (13-72a) and the EU AI Act (Article 50). We follow them for every member, wherever they live.',
  'safety.page.law.support':
    'Vi offers emotional support. It is not medical care and does not replace a professional. If you are in danger, call your local emergency number.',
  'safety.page.backToCrisis': 'See all crisis resources',
} as const;

export type InfoMessages = { readonly [K in keyof typeof enInfo]: string };
export default enInfo satisfies InfoMessages;
