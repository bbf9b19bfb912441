import type { Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';

/**
 * Seed values of the support website's content (/supportPage): spare parts with prices in the site's currency,
 * Care+ price bands, firmware versions and checksums, and the UI texts of each site's languages. Each reads the row's
 * place in its site (`local`) so that unique values stay unique and related fields agree.
 */
const SUPPORT_PAGE_SAMPLES = [
    'partName',
    'partCategory',
    'partCode',
    'partPrice',
    'labourCharge',
    'bandFrom',
    'bandTo',
    'bandPlanPrice',
    'firmwareVersion',
    'md5',
    'textKey',
    'textModule',
    'textLanguage',
    'textValue',
    'progressSearchBy',
    'partModel',
    'carePlanName',
    'carePlanType',
    'carePlanMonths',
    'bandPlan',
    'bandModel',
    'documentModel',
    'documentType',
    'documentTitle',
] as const satisfies readonly Sample[];

export type SupportPageSample = (typeof SUPPORT_PAGE_SAMPLES)[number];

export const isSupportPageSample = (sample: Sample): sample is SupportPageSample => (SUPPORT_PAGE_SAMPLES as readonly string[]).includes(sample);

/** A rupee amount in each site's currency, rounded as its price lists are. */
const RATE: Readonly<Record<string, number>> = { in: 1, id: 190, cn: 0.085, eu: 0.011, es: 0.011, it: 0.011, fr: 0.011, uk: 0.0095, tr: 0.48 };

export const localPrice = (rupees: number, siteCode = 'in'): number => {
    const value = rupees * (RATE[siteCode] ?? 1);
    if (siteCode === 'in') return Math.max(99, Math.round(value / 100) * 100 - 1);
    if (siteCode === 'id') return Math.round(value / 1000) * 1000;
    if (siteCode === 'cn') return Math.max(9, Math.round(value));
    return Math.max(4.99, Math.round(value) - 0.01);
};

/** Parts a service centre replaces: name, category, code letters and a typical price in rupees. */
const PARTS: readonly (readonly [string, string, string, number])[] = [
    ['Display assembly', 'display', 'DSP', 8_500],
    ['Battery', 'battery', 'BAT', 2_200],
    ['Back cover', 'back_cover', 'BCV', 1_200],
    ['Rear camera module', 'camera', 'CAM', 3_800],
    ['Charging port board', 'charging_port', 'CHG', 900],
    ['Motherboard', 'motherboard', 'MBD', 14_000],
    ['Loudspeaker', 'speaker', 'SPK', 650],
    ['SIM tray', 'other', 'SIM', 250],
];

/** Where the device-price bands of Care+ items start, in rupees: each ends one unit below the next one's start. */
const BAND_STARTS = [5_000, 10_000, 20_000, 40_000, 80_000, 160_000];

/** The smallest step of a price in each site's currency. */
const UNIT: Readonly<Record<string, number>> = { in: 1, id: 1000, cn: 1 };

/** Care+ plans of a site: name, cover and months (one of the cover's durations, resources/care-plans/rules.ts). */
const PLANS: readonly (readonly [string, string, number])[] = [
    ['Care+ Extended Warranty 1 year', 'extended_warranty', 12],
    ['Care+ Extended Warranty 2 years', 'extended_warranty', 24],
    ['Care+ Screen Protect 6 months', 'screen_damage', 6],
    ['Care+ Screen Protect 1 year', 'screen_damage', 12],
    ['Care+ Accident Protect 6 months', 'accidental_damage', 6],
    ['Care+ Accident Protect 1 year', 'accidental_damage', 12],
    ['Care+ Complete 1 year', 'combo', 12],
    ['Care+ Complete 2 years', 'combo', 24],
];

/** The documents every model has, with the title the website lists. */
const DOCUMENTS: readonly (readonly [string, string])[] = [
    ['quick_guide', 'Quick start guide'],
    ['safety', 'Safety information'],
    ['sar', 'SAR values'],
    ['conformity', 'Declaration of conformity'],
];

const HEX = '0123456789abcdef';

/** Each site's support languages: its own and a second one its customers read. */
const SUPPORT_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
    in: ['en-IN', 'hi-IN'],
    id: ['id-ID', 'en-US'],
    cn: ['zh-CN', 'en-US'],
    eu: ['de-DE', 'en-GB'],
    es: ['es-ES', 'en-GB'],
    it: ['it-IT', 'en-GB'],
    fr: ['fr-FR', 'en-GB'],
    uk: ['en-GB', 'pl-PL'],
    tr: ['tr-TR', 'en-GB'],
};

/** UI keys of the support website with their text in each language the sites use. */
const SUPPORT_TEXT_KEYS: readonly { key: string; texts: Readonly<Record<string, string>> }[] = [
    { key: 'home.search.placeholder', texts: { en: 'Search for help', hi: 'सहायता खोजें', id: 'Cari bantuan', zh: '搜索帮助', de: 'Hilfe suchen', es: 'Buscar ayuda', it: 'Cerca aiuto', fr: 'Rechercher de l’aide', pl: 'Szukaj pomocy', tr: 'Yardım ara' } },
    { key: 'home.repair.title', texts: { en: 'Book a repair', hi: 'मरम्मत बुक करें', id: 'Pesan perbaikan', zh: '预约维修', de: 'Reparatur buchen', es: 'Reservar una reparación', it: 'Prenota una riparazione', fr: 'Réserver une réparation', pl: 'Zarezerwuj naprawę', tr: 'Onarım randevusu al' } },
    { key: 'progress.search.button', texts: { en: 'Track repair', hi: 'मरम्मत ट्रैक करें', id: 'Lacak perbaikan', zh: '查询维修进度', de: 'Reparatur verfolgen', es: 'Seguir reparación', it: 'Segui la riparazione', fr: 'Suivre la réparation', pl: 'Śledź naprawę', tr: 'Onarımı takip et' } },
    { key: 'warranty.check.title', texts: { en: 'Check your warranty', hi: 'अपनी वारंटी जांचें', id: 'Periksa garansi Anda', zh: '查询保修', de: 'Garantie prüfen', es: 'Comprueba tu garantía', it: 'Verifica la garanzia', fr: 'Vérifiez votre garantie', pl: 'Sprawdź gwarancję', tr: 'Garantinizi sorgulayın' } },
    { key: 'parts.price.note', texts: { en: 'Prices include tax', hi: 'कीमतों में कर शामिल है', id: 'Harga termasuk pajak', zh: '价格含税', de: 'Preise inkl. MwSt.', es: 'Precios con IVA incluido', it: 'Prezzi IVA inclusa', fr: 'Prix TTC', pl: 'Ceny zawierają podatek', tr: 'Fiyatlara KDV dahildir' } },
    { key: 'center.map.title', texts: { en: 'Find a service centre', hi: 'सर्विस सेंटर खोजें', id: 'Temukan pusat servis', zh: '查找服务中心', de: 'Servicecenter finden', es: 'Buscar un centro de servicio', it: 'Trova un centro assistenza', fr: 'Trouver un centre de service', pl: 'Znajdź punkt serwisowy', tr: 'Servis merkezi bul' } },
    { key: 'email.form.submit', texts: { en: 'Send message', hi: 'संदेश भेजें', id: 'Kirim pesan', zh: '发送消息', de: 'Nachricht senden', es: 'Enviar mensaje', it: 'Invia messaggio', fr: 'Envoyer le message', pl: 'Wyślij wiadomość', tr: 'Mesajı gönder' } },
    { key: 'footer.hotline.label', texts: { en: 'Customer care', hi: 'ग्राहक सेवा', id: 'Layanan pelanggan', zh: '客户服务', de: 'Kundenservice', es: 'Atención al cliente', it: 'Assistenza clienti', fr: 'Service client', pl: 'Obsługa klienta', tr: 'Müşteri hizmetleri' } },
];

export const supportPageSample = (sample: SupportPageSample, random: Random, context: SampleContext): unknown => {
    const { local, row, siteCode = 'in' } = context;
    const part = PARTS[local % PARTS.length];
    const band = local % (BAND_STARTS.length - 1);
    const languages = SUPPORT_LANGUAGES[siteCode] ?? SUPPORT_LANGUAGES.in;
    const key = SUPPORT_TEXT_KEYS[Math.floor(local / languages.length) % SUPPORT_TEXT_KEYS.length];
    switch (sample) {
        case 'partName':
            return part[0];
        case 'partCategory':
            return part[1];
        case 'partCode':
            return `${part[2]}-${String(local + 1).padStart(5, '0')}`;
        case 'partPrice':
            return localPrice(part[3] * (0.8 + random.int(0, 50) / 100), siteCode);
        case 'labourCharge':
            return localPrice(random.pick([300, 450, 600, 900]), siteCode);
        case 'bandPlan': {
            // Each plan's bands one after the other: bands of one plan never overlap.
            const plans = context.idsOf('care-plans');
            return plans.length === 0 ? null : plans[Math.floor(local / (BAND_STARTS.length - 1)) % plans.length];
        }
        case 'bandModel':
            // Every model: a band prices any phone of its range.
            return null;
        case 'bandFrom':
            return localPrice(BAND_STARTS[band], siteCode);
        case 'bandTo': {
            const unit = UNIT[siteCode] ?? 0.01;
            return Math.round((localPrice(BAND_STARTS[band + 1], siteCode) - unit) * 100) / 100;
        }
        case 'bandPlanPrice':
            return localPrice(BAND_STARTS[band] * 0.08, siteCode);
        case 'firmwareVersion':
            return `V${14 + (local % 3)}.0.${1 + Math.floor(local / 3)}.0.${random.pick(['UNOINXM', 'UNOMIXM', 'UNOEUXM', 'UNOCNXM'])}`;
        case 'md5':
            return Array.from({ length: 32 }, () => HEX[random.int(0, 15)]).join('');
        case 'textKey':
            return key.key;
        case 'textModule':
            return key.key.split('.')[0];
        case 'textLanguage':
            return languages[local % languages.length];
        case 'textValue':
            return key.texts[String(row.language).slice(0, 2)] ?? key.texts.en;
        case 'partModel': {
            // Every part of one model before the next model's: one price a part per model.
            const models = context.idsOf('service-models');
            return models.length === 0 ? null : models[Math.floor(local / PARTS.length) % models.length];
        }
        case 'carePlanName': {
            const round = Math.floor(local / PLANS.length);
            return `${PLANS[local % PLANS.length][0]}${round > 0 ? ` (${round + 1})` : ''}`;
        }
        case 'carePlanType':
            return PLANS[local % PLANS.length][1];
        case 'carePlanMonths':
            return PLANS[local % PLANS.length][2];
        case 'documentModel': {
            // Each model's documents together: one of each kind a model.
            const models = context.idsOf('service-models');
            return models.length === 0 ? null : models[Math.floor(local / DOCUMENTS.length) % models.length];
        }
        case 'documentType':
            return DOCUMENTS[local % DOCUMENTS.length][0];
        case 'documentTitle': {
            const model = context.rowsOf('service-models').find(candidate => candidate.id === row.modelId);
            return `${DOCUMENTS[local % DOCUMENTS.length][1]}${model ? ` – ${String(model.marketingName)}` : ''}`;
        }
        case 'progressSearchBy':
            return ['request_no', 'imei'];
    }
};
