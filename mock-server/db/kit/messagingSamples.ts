import { DAY_MS, SEED_NOW, type Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';
import { fillVariables, variablesIn } from '../../../base/smsText';
import { maskMobile } from '../../../resources/sms-logs/recipients';
import { FAIL_REASONS } from '../../../resources/sms-logs/delivery';
import { isNotifyTemplate } from '../../../resources/sms-sub-products/rules';
import { subscriberCountOf, SUBSCRIPTIONS } from '../../../resources/sms-sub-products/subscribers';

/**
 * Seed values of the messaging screens: message templates a phone brand sends in each market's languages (their
 * variables declared, sample values given, the DLT ID and sender of India's registered SMS), and the send log's
 * messages filled from the site's own templates; the subscriptions and the live-stream sessions of the site's SKUs.
 */
const MESSAGING_SAMPLES = [
    'messageCode', 'messageName', 'messageChannel', 'messageScenario', 'messageLanguage', 'messageTitle', 'messageContent',
    'messageVariables', 'messageSampleValues', 'smsSenderId', 'dltTemplateId', 'maskedMobile', 'smsTemplateRef', 'smsProvider', 'sentContent',
    'smsFailReason', 'subscriberContact', 'subscribedSku', 'subscribedSpu', 'planSku', 'planSubscribers', 'notifyTemplateRef', 'liveStart',
    'liveEnd', 'liveProducts', 'liveStatus', 'pushCode', 'pushTitle', 'pushContent', 'pushCount', 'pushLinkType',
] as const satisfies readonly Sample[];

export type MessagingSample = (typeof MESSAGING_SAMPLES)[number];

export const isMessagingSample = (sample: Sample): sample is MessagingSample => (MESSAGING_SAMPLES as readonly string[]).includes(sample);

interface TemplateSample {
    scenario: string;
    channel: 'sms' | 'push';
    name: string;
    title?: string;
    content: string;
}

const SAMPLE_VALUES: Readonly<Record<string, string>> = {
    name: 'Priya',
    otp: '482913',
    minutes: '10',
    orderId: 'IN2611040001',
    amount: '₹24,999',
    courier: 'Delhivery',
    awb: '1490218837461',
    link: 'https://nova.example/t/8K2',
    date: '12 Nov',
    model: 'Nova 40 Pro',
    code: 'DIWALI500',
};

const EN: readonly TemplateSample[] = [
    { scenario: 'otp', channel: 'sms', name: 'Sign-in OTP', content: '{otp} is your verification code. It expires in {minutes} minutes. Do not share it with anyone.' },
    { scenario: 'order_placed', channel: 'sms', name: 'Order placed', content: 'Hi {name}, your order {orderId} is placed. We will text you when it ships.' },
    { scenario: 'payment_success', channel: 'sms', name: 'Payment received', content: 'Payment of {amount} for order {orderId} received. Thank you for shopping with us!' },
    { scenario: 'shipped', channel: 'sms', name: 'Order shipped', content: 'Your order {orderId} has shipped with {courier}, AWB {awb}. Track it: {link}' },
    { scenario: 'delivered', channel: 'sms', name: 'Order delivered', content: 'Order {orderId} was delivered. Enjoy your new phone, {name}!' },
    { scenario: 'cod_confirm', channel: 'sms', name: 'COD confirmation', content: 'Please confirm your cash-on-delivery order {orderId} of {amount}: {link}' },
    { scenario: 'refund', channel: 'sms', name: 'Refund issued', content: 'Refund of {amount} for order {orderId} is on its way. It reaches you in 5-7 working days.' },
    { scenario: 'prebook', channel: 'sms', name: 'Pre-booking confirmed', content: 'Hi {name}, your pre-booking of the {model} is confirmed. Sale opens on {date}.' },
    { scenario: 'restock', channel: 'sms', name: 'Back in stock', content: 'Good news, {name}! The {model} you asked about is back in stock. Buy now: {link}' },
    { scenario: 'marketing', channel: 'push', name: 'Festive offer push', title: 'Festive offer for you', content: 'Use code {code} for extra savings on the {model}. Ends {date}.' },
];

const BY_LANGUAGE: Readonly<Record<string, readonly TemplateSample[]>> = {
    en: EN,
    hi: [
        { scenario: 'otp', channel: 'sms', name: 'Sign-in OTP (Hindi)', content: '{otp} आपका सत्यापन कोड है। यह {minutes} मिनट में समाप्त होगा। इसे किसी से साझा न करें।' },
        { scenario: 'order_placed', channel: 'sms', name: 'Order placed (Hindi)', content: 'नमस्ते {name}, आपका ऑर्डर {orderId} प्राप्त हो गया है।' },
        { scenario: 'shipped', channel: 'sms', name: 'Order shipped (Hindi)', content: 'आपका ऑर्डर {orderId} {courier} से भेजा गया है, AWB {awb}।' },
        { scenario: 'delivered', channel: 'sms', name: 'Order delivered (Hindi)', content: 'ऑर्डर {orderId} डिलीवर हो गया है। धन्यवाद, {name}!' },
    ],
    id: [
        { scenario: 'otp', channel: 'sms', name: 'OTP masuk', content: '{otp} adalah kode verifikasi Anda. Berlaku {minutes} menit. Jangan berikan kepada siapa pun.' },
        { scenario: 'order_placed', channel: 'sms', name: 'Pesanan dibuat', content: 'Halo {name}, pesanan {orderId} Anda telah kami terima.' },
        { scenario: 'shipped', channel: 'sms', name: 'Pesanan dikirim', content: 'Pesanan {orderId} dikirim dengan {courier}, resi {awb}.' },
        { scenario: 'payment_success', channel: 'sms', name: 'Pembayaran diterima', content: 'Pembayaran {amount} untuk pesanan {orderId} telah diterima. Terima kasih!' },
    ],
    zh: [
        { scenario: 'otp', channel: 'sms', name: '登录验证码', content: '您的验证码为{otp}，{minutes}分钟内有效，请勿泄露给他人。' },
        { scenario: 'order_placed', channel: 'sms', name: '下单成功', content: '{name}您好，您的订单{orderId}已提交成功。' },
        { scenario: 'shipped', channel: 'sms', name: '订单已发货', content: '您的订单{orderId}已由{courier}发出，运单号{awb}。' },
        { scenario: 'restock', channel: 'sms', name: '到货提醒', content: '{name}您好，您关注的{model}已到货，欢迎选购：{link}' },
    ],
    es: [
        { scenario: 'otp', channel: 'sms', name: 'OTP de acceso', content: 'Tu código de verificación es {otp}. Caduca en {minutes} minutos.' },
        { scenario: 'shipped', channel: 'sms', name: 'Pedido enviado', content: 'Tu pedido {orderId} ha salido con {courier}. Síguelo: {link}' },
    ],
    it: [
        { scenario: 'otp', channel: 'sms', name: 'OTP di accesso', content: 'Il tuo codice di verifica è {otp}. Scade tra {minutes} minuti.' },
        { scenario: 'shipped', channel: 'sms', name: 'Ordine spedito', content: 'Il tuo ordine {orderId} è partito con {courier}. Traccialo: {link}' },
    ],
    tr: [
        { scenario: 'otp', channel: 'sms', name: 'Giriş OTP', content: 'Doğrulama kodunuz {otp}. {minutes} dakika içinde geçerliliğini yitirir.' },
        { scenario: 'shipped', channel: 'sms', name: 'Sipariş kargoda', content: '{orderId} numaralı siparişiniz {courier} ile yola çıktı. Takip: {link}' },
    ],
    fr: [
        { scenario: 'otp', channel: 'sms', name: 'OTP de connexion', content: 'Votre code de vérification est {otp}. Il expire dans {minutes} minutes.' },
        { scenario: 'shipped', channel: 'sms', name: 'Commande expédiée', content: 'Votre commande {orderId} est partie avec {courier}. Suivez-la : {link}' },
    ],
};

/** The languages each site writes to its customers in. */
const SITE_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
    in: ['en', 'hi'],
    id: ['id', 'en'],
    cn: ['zh'],
    eu: ['en', 'fr'],
    es: ['es', 'en'],
    it: ['it', 'en'],
    fr: ['fr', 'en'],
    uk: ['en'],
    tr: ['tr', 'en'],
};

/** The site's templates in turn: every language's, then again with a version number (unique codes). */
const templateAt = (siteCode: string | undefined, local: number) => {
    const all = (SITE_LANGUAGES[siteCode ?? 'in'] ?? ['en']).flatMap(language => BY_LANGUAGE[language].map(template => ({ ...template, language })));
    const template = all[local % all.length];
    const version = Math.floor(local / all.length) + 1;
    return { ...template, version };
};

const SENDER: Readonly<Record<string, string>> = { in: 'NOVAIN', id: 'NOVAID', cn: 'NOVA', uk: 'NOVAUK', tr: 'NOVATR' };
const PROVIDERS: Readonly<Record<string, readonly string[]>> = {
    in: ['Gupshup', 'Kaleyra', 'Route Mobile', 'MSG91'],
    id: ['Infobip', 'Twilio'],
    cn: ['Aliyun SMS', 'Tencent Cloud SMS'],
    tr: ['Netgsm', 'İleti Merkezi'],
};
const EUROPE_PROVIDERS = ['Infobip', 'Vonage', 'Twilio'];
/** App pushes: code stem, title, text. */
const PUSHES: readonly (readonly [string, string, string])[] = [
    ['LAUNCH', 'The Nova 40 Pro is here', 'Pre-book now and get free earbuds with your order.'],
    ['FLASH', 'Flash sale at 12 noon', 'Up to 30% off on the Vega X, today only.'],
    ['RESTOCK', 'Back in stock', 'The Astra Fold is available again. Limited units.'],
    ['UPDATE', 'Your phone has an update', 'Install the latest system update for better battery life.'],
    ['POINTS', 'Your points expire soon', 'Use your points before the end of the month.'],
    ['FESTIVE', 'Festive offers are live', 'Bank offers and no-cost EMI on every phone.'],
];
/**
 * Where each of a theme's pushes leads (the redirect block's type), by theme and round: a launch to the product, its
 * immersive page or the app by deeplink; a sale to its web page; a restock to the product or the mini program's; an
 * update into the app; points to the points mall; festive offers to their pages. Every type appears on every site.
 */
const PUSH_LINK_TYPES: Readonly<Record<string, readonly string[]>> = {
    LAUNCH: ['product_detail', 'immersive_page', 'deeplink'],
    FLASH: ['h5', 'browser_h5', 'h5'],
    RESTOCK: ['product_detail', 'mini_program', 'product_detail'],
    UPDATE: ['none', 'app_view', 'none'],
    POINTS: ['app_view', 'app_view', 'h5'],
    FESTIVE: ['h5', 'immersive_page', 'browser_h5'],
};

const FIRST_NAMES = ['priya', 'arjun', 'dewi', 'budi', 'wei', 'lucia', 'marco', 'camille', 'oliver', 'ananya'];
const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com'];

/** The start of a site's mobile numbers in E.164 and how many digits follow. */
const DIAL: Readonly<Record<string, [string, number]>> = { in: ['+919', 9], id: ['+6281', 8], cn: ['+8613', 9], uk: ['+447', 9], es: ['+346', 8], it: ['+393', 9], fr: ['+336', 8], eu: ['+4915', 9], tr: ['+905', 9] };

/** A mobile of the site, masked as the log keeps it (resources/sms-logs/recipients.ts). */
const maskedMobile = (siteCode: string | undefined, random: Random) => {
    const [prefix, length] = DIAL[siteCode ?? 'in'] ?? DIAL.in;
    return maskMobile(`${prefix}${random.digits(length)}`);
};

export const messagingSample = (sample: MessagingSample, random: Random, context: SampleContext): unknown => {
    const template = templateAt(context.siteCode, context.local);
    const site = context.siteCode ?? 'in';
    switch (sample) {
        case 'messageCode':
            return `${template.channel.toUpperCase()}_${template.scenario.toUpperCase()}_${template.language.toUpperCase()}_V${template.version}`;
        case 'messageName':
            return template.version > 1 ? `${template.name} v${template.version}` : template.name;
        case 'messageChannel':
            return template.channel;
        case 'messageScenario':
            return template.scenario;
        case 'messageLanguage':
            return template.language;
        case 'messageTitle':
            return template.title ?? '';
        case 'messageContent':
            return template.content;
        case 'messageVariables':
            return [...new Set([...variablesIn(template.title ?? ''), ...variablesIn(template.content)])].join(', ');
        case 'messageSampleValues':
            return Object.fromEntries([...variablesIn(template.title ?? ''), ...variablesIn(template.content)].map(name => [name, SAMPLE_VALUES[name]]));
        case 'smsSenderId':
            return template.channel === 'sms' ? (SENDER[site] ?? 'NOVA') : '';
        case 'dltTemplateId':
            // Only India registers templates on DLT; its IDs start 1107 (the operator's prefix).
            return template.channel === 'sms' && site === 'in' ? `1107${random.digits(15)}` : '';
        case 'maskedMobile':
            return maskedMobile(context.siteCode, random);
        case 'smsTemplateRef': {
            const sms = context.rowsOf('sms-templates').filter(row => row.channel === 'sms');
            return sms.length > 0 ? random.pick(sms).id : null;
        }
        case 'smsProvider':
            return random.pick(PROVIDERS[site] ?? EUROPE_PROVIDERS);
        case 'sentContent': {
            const sent = context.rowsOf('sms-templates').find(row => row.id === context.row.templateId);
            return sent ? fillVariables(String(sent.content ?? ''), { ...SAMPLE_VALUES, otp: random.digits(6), orderId: `${site.toUpperCase()}26110${random.digits(5)}` }) : '';
        }
        case 'subscriberContact':
            // An app user is reached by push without a contact; others by their masked mobile or their e-mail.
            if (context.row.channel === 'push') return '';
            return context.row.channel === 'email' ? `${random.pick(FIRST_NAMES)}.${random.digits(3)}@${random.pick(MAIL_DOMAINS)}` : maskedMobile(context.siteCode, random);
        case 'subscribedSku': {
            const skus = context.rowsOf('skus');
            return context.row.targetType === 'sku' && skus.length > 0 ? random.pick(skus).id : null;
        }
        case 'subscribedSpu': {
            const sku = context.rowsOf('skus').find(row => row.id === context.row.skuId);
            const spus = context.idsOf('spu');
            return sku ? sku.spuId : spus.length > 0 ? random.pick(spus) : null;
        }
        case 'planSku': {
            // One plan a SKU: the site's SKUs in turn.
            const skus = context.rowsOf('skus');
            return skus.length > 0 ? skus[context.local % skus.length].id : null;
        }
        case 'planSubscribers':
            // The server's count from the start: the site's subscriptions waiting for the plan's product.
            return subscriberCountOf(context.row, context.rowsOf(SUBSCRIPTIONS));
        case 'notifyTemplateRef': {
            const fit = context.rowsOf('sms-templates').filter(row => isNotifyTemplate(row));
            return fit.length > 0 ? random.pick(fit).id : null;
        }
        case 'liveStart':
            // Evenings on the hour, from two months back to a month ahead.
            return `${new Date(SEED_NOW + random.int(-60, 30) * DAY_MS).toISOString().slice(0, 10)}T${String(random.int(12, 15)).padStart(2, '0')}:00:00.000Z`;
        case 'liveEnd':
            return new Date(Date.parse(String(context.row.startTime)) + random.int(1, 3) * 3_600_000).toISOString();
        case 'liveProducts': {
            const skus = context.rowsOf('skus');
            const picked = [...new Set(Array.from({ length: random.int(1, 4) }, () => random.pick(skus)))].filter(Boolean);
            return picked.map(sku => ({ skuId: sku.id, livePrice: Math.floor(Number(sku.sellingPrice) * 0.9), stock: random.int(20, 500) }));
        }
        case 'liveStatus': {
            const start = Date.parse(String(context.row.startTime));
            const end = Date.parse(String(context.row.endTime));
            return SEED_NOW < start ? 'not_started' : SEED_NOW < end ? 'live' : 'ended';
        }
        case 'pushCode':
            return `PUSH_${PUSHES[context.local % PUSHES.length][0]}_${String(Math.floor(context.local / PUSHES.length) + 1).padStart(2, '0')}`;
        case 'pushTitle':
            return PUSHES[context.local % PUSHES.length][1];
        case 'pushContent':
            return PUSHES[context.local % PUSHES.length][2];
        case 'pushLinkType': {
            const types = PUSH_LINK_TYPES[PUSHES[context.local % PUSHES.length][0]];
            return types[Math.floor(context.local / PUSHES.length) % types.length];
        }
        case 'pushCount':
            // Sent to tens of thousands; about nine in ten delivered, a few percent opened (each count below the one before it).
            if (context.row.status !== 'sent') return 0;
            if (context.row.sentCount === undefined) return random.int(20_000, 400_000);
            if (context.row.deliveredCount === undefined) return Math.floor(Number(context.row.sentCount) * (0.85 + random.int(0, 10) / 100));
            return Math.floor(Number(context.row.deliveredCount) * (0.02 + random.int(0, 6) / 100));
        case 'smsFailReason':
            return context.row.status === 'failed' ? random.pick(FAIL_REASONS) : '';
    }
};
