import { DAY_MS, SEED_NOW, type Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';

/**
 * Seed values of the service website's moderated content: content labels (one row per label of the table, so titles
 * do not repeat), buyers' reviews whose words follow their rating (now and then spam with markup and a script, which
 * moderators reject), replies, questions and answers about phones, and the state each has reached (a rejected one
 * with its reason, a moderated one with who and when).
 */
const MODERATION_SAMPLES = [
    'labelTitle', 'labelTitleZh', 'labelType', 'reviewRating', 'reviewContent', 'moderationStatus', 'rejectReasonOf', 'moderatorOf',
    'moderateTimeOf', 'reviewLabels', 'questionLabels', 'replyContent', 'questionContent', 'answerContent', 'buyerNickname', 'orderNoOf', 'authorOf', 'helpfulVotes',
] as const satisfies readonly Sample[];

export type ModerationSample = (typeof MODERATION_SAMPLES)[number];

export const isModerationSample = (sample: Sample): sample is ModerationSample => (MODERATION_SAMPLES as readonly string[]).includes(sample);

const LABELS: readonly (readonly [string, string, 'review' | 'question'])[] = [
    ['Camera', '相机', 'review'], ['Battery', '电池', 'review'], ['Delivery', '配送', 'review'], ['Display', '屏幕', 'review'],
    ['Value for money', '性价比', 'review'], ['Performance', '性能', 'review'], ['Design', '外观', 'review'], ['Packaging', '包装', 'review'],
    ['Compatibility', '兼容性', 'question'], ['Warranty', '保修', 'question'], ['Charging', '充电', 'question'], ['Network', '网络', 'question'],
    ['Software update', '系统更新', 'question'],
];

/** How many content labels each site seeds: the whole table. */
export const CONTENT_LABEL_COUNT = LABELS.length;

const REVIEWS: Readonly<Record<number, readonly string[]>> = {
    5: [
        'Camera is superb in daylight and the portrait mode is sharp. Battery easily lasts a full day.',
        'Delivered a day early, well packed. Display is bright even outdoors.',
        'Best phone I have had at this price. Smooth, no lag in games.',
    ],
    4: [
        'Good phone overall, the charger is fast. Night photos could be better.',
        'Nice design and light in hand. A few pre-installed apps I had to remove.',
    ],
    3: ['Average battery life, needs a charge by evening. Display is good.', 'Decent for calls and social apps, heats up a little while gaming.'],
    2: ['Fingerprint sensor misses often. Expected more at this price.', 'Speaker is weak and the box came dented.'],
    1: ['Phone restarted by itself twice in the first week. Asked for a replacement.', 'Screen had a dead pixel out of the box.'],
};

/** What moderators reject: advertising and links with markup, a script in it. */
const SPAM = [
    '<b>BEST PRICE!!!</b> Buy it cheaper at <a href="https://deals.example.net/phones">deals.example.net</a><script>document.location="https://deals.example.net"</script>',
    'Earn money from home, message me <img src="https://deals.example.net/p.gif" onerror="alert(1)"> WhatsApp 98xxxxxx01',
];

const REASONS = ['Advertising and an outside link', 'Contains a phone number and an offer of work', 'Abusive language about the delivery agent'];

const REPLIES = [
    'Thank you for your feedback. We are glad you like the camera.',
    'Sorry about this. Our service team will call you within 24 hours to arrange a check.',
    'Thanks for choosing us. The next system update improves night photos.',
    'Please visit an authorised service centre with the invoice; the repair is covered by warranty.',
];

const QUESTIONS = [
    'Does this phone support 5G on all Indian bands?',
    'Is the charger included in the box?',
    'Can I use two SIM cards and a memory card together?',
    'How many years of system updates will it get?',
    'Is the screen protected with toughened glass?',
    'Does it support wireless charging?',
];

const ANSWERS = [
    'Yes, it supports the n28, n77 and n78 bands.',
    'A 33 W charger and a USB-C cable come in the box.',
    'It has two SIM slots and one memory card slot, so you can use all three.',
    'It gets three major system updates and four years of security patches.',
    'The front glass is toughened; a screen protector comes fitted.',
    'No, it charges by cable only.',
];

const NICKNAMES = ['Rahul S.', 'Priya', 'Ankit_92', 'Meera K.', 'techie_arun', 'Sana', 'Vikram R.', 'Deepa', 'Rohan', 'Kavya M.'];

/** The states of buyers' content as moderation left it: most approved, some pending, a few hidden. */
const STATES = ['approved', 'approved', 'pending', 'approved', 'hidden', 'pending', 'approved', 'approved'];

const isSpam = (content: unknown) => typeof content === 'string' && SPAM.includes(content);

export const moderationSample = (sample: ModerationSample, random: Random, context: SampleContext): unknown => {
    const { local, row } = context;
    const label = LABELS[local % LABELS.length];
    switch (sample) {
        case 'labelTitle':
            return label[0];
        case 'labelTitleZh':
            return label[1];
        case 'labelType':
            return label[2];
        case 'reviewRating':
            return [5, 5, 4, 5, 3, 4, 2, 5, 1, 4][local % 10];
        case 'reviewContent':
            // Every seventh review is spam (a pending one for moderators to find, a rejected one to read).
            if (local % 7 === 3) return SPAM[local % SPAM.length];
            return random.pick(REVIEWS[Number(row.rating)] ?? REVIEWS[4]);
        case 'moderationStatus':
            if (isSpam(row.content)) return local % 2 === 0 ? 'pending' : 'rejected';
            return STATES[local % STATES.length];
        case 'rejectReasonOf':
            return row.status === 'rejected' ? random.pick(REASONS) : '';
        case 'moderatorOf':
            return row.status === 'pending' ? '' : random.pick(['Anita Rao', 'Suresh Kumar', 'Li Wei']);
        case 'moderateTimeOf': {
            // A few hours to two days after it was written, never in the future.
            if (row.status === 'pending') return null;
            const written = Date.parse(String(row.createTime ?? ''));
            const from = Number.isFinite(written) ? written : SEED_NOW - 20 * DAY_MS;
            return random.date(from + 3_600_000, Math.min(SEED_NOW, from + 2 * DAY_MS));
        }
        case 'reviewLabels':
        case 'questionLabels': {
            // One or two enabled labels of the content's kind.
            const type = sample === 'reviewLabels' ? 'review' : 'question';
            const fitting = context.rowsOf('content-labels').filter(candidate => candidate.labelType === type && candidate.status === 'enabled');
            if (fitting.length === 0) return [];
            const first = fitting[local % fitting.length].id;
            const second = fitting[(local * 3 + 1) % fitting.length].id;
            return local % 3 === 0 ? [] : [...new Set([first, second])];
        }
        case 'replyContent':
            return random.pick(REPLIES);
        case 'questionContent':
            return QUESTIONS[local % QUESTIONS.length];
        case 'answerContent': {
            // The answer to the question it belongs to, where that question is one of the table's.
            const question = context.rowsOf('questions').find(candidate => String(candidate.id) === String(row.questionId));
            const at = QUESTIONS.indexOf(String(question?.content ?? ''));
            return at >= 0 ? ANSWERS[at] : random.pick(ANSWERS);
        }
        case 'buyerNickname':
            return random.pick(NICKNAMES);
        case 'authorOf':
            // An official reply or answer is the service team's; the others a buyer's.
            return row.replierType === 'official' || row.answererType === 'official' ? 'Service team' : random.pick(NICKNAMES);
        case 'helpfulVotes':
            return random.bool(0.3) ? 0 : random.int(1, 240);
        case 'orderNoOf':
            return `OMS26${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
    }
};
