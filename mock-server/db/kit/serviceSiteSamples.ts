import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';
import { SEED_NOW } from '../random';

/**
 * Seed values of the service and support websites. The geography (country → province → city): the countries the
 * brand's sites serve, each with its site, language and currency, their main provinces and those provinces' main
 * cities. Rows are taken in table order (the seed counts are the tables' lengths), so every city sits in a province
 * of its country and no two share a name where the rules say they may not. The fault types: what repair desks log,
 * each name under its own category.
 */
const SERVICE_SITE_SAMPLES = [
    'countryCode', 'countryName', 'countrySite', 'countryLanguage', 'countryCurrency', 'countryDomain', 'countryHotline',
    'countryEmail', 'provinceCountry', 'provinceCode', 'provinceName', 'cityCountry', 'cityProvince', 'cityCode', 'cityName',
    'faultCategory', 'faultName', 'siteLanguage', 'faqCategory', 'faqQuestion', 'faqAnswer', 'troubleCategory',
    'troubleSymptom', 'troubleSteps', 'cardExpiry', 'cardStatus',
] as const satisfies readonly Sample[];

export type ServiceSiteSample = (typeof SERVICE_SITE_SAMPLES)[number];

export const isServiceSiteSample = (sample: Sample): sample is ServiceSiteSample => (SERVICE_SITE_SAMPLES as readonly string[]).includes(sample);

interface CountrySeed {
    code: string;
    name: string;
    site: string;
    language: string;
    currency: string;
    hotline: string;
    /** Provinces: [code, name, [city code, city name][]]. */
    provinces: readonly (readonly [string, string, readonly (readonly [string, string])[]])[];
}

export const SERVICE_COUNTRIES: readonly CountrySeed[] = [
    { code: 'IN', name: 'India', site: 'in', language: 'en-IN', currency: 'INR', hotline: '1800 102 4455', provinces: [
        ['MH', 'Maharashtra', [['BOM', 'Mumbai'], ['PNQ', 'Pune']]],
        ['KA', 'Karnataka', [['BLR', 'Bengaluru'], ['MYQ', 'Mysuru']]],
        ['DL', 'Delhi', [['DEL', 'New Delhi']]],
        ['TN', 'Tamil Nadu', [['MAA', 'Chennai'], ['CJB', 'Coimbatore']]],
    ] },
    { code: 'ID', name: 'Indonesia', site: 'id', language: 'id-ID', currency: 'IDR', hotline: '0800 1 400 888', provinces: [
        ['JK', 'DKI Jakarta', [['JKT', 'Jakarta Selatan'], ['JKP', 'Jakarta Pusat']]],
        ['JB', 'Jawa Barat', [['BDO', 'Bandung'], ['BKS', 'Bekasi']]],
        ['JI', 'Jawa Timur', [['SUB', 'Surabaya']]],
    ] },
    { code: 'CN', name: 'China', site: 'cn', language: 'zh-CN', currency: 'CNY', hotline: '400 820 8888', provinces: [
        ['GD', 'Guangdong', [['CAN', 'Guangzhou'], ['SZX', 'Shenzhen']]],
        ['SH', 'Shanghai', [['SHA', 'Shanghai']]],
        ['ZJ', 'Zhejiang', [['HGH', 'Hangzhou'], ['NGB', 'Ningbo']]],
    ] },
    { code: 'DE', name: 'Germany', site: 'eu', language: 'de-DE', currency: 'EUR', hotline: '0800 589 3321', provinces: [
        ['BY', 'Bavaria', [['MUC', 'Munich'], ['NUE', 'Nuremberg']]],
        ['BE', 'Berlin', [['BER', 'Berlin']]],
    ] },
    { code: 'NL', name: 'Netherlands', site: 'eu', language: 'nl-NL', currency: 'EUR', hotline: '0800 022 4471', provinces: [
        ['NH', 'North Holland', [['AMS', 'Amsterdam'], ['HAA', 'Haarlem']]],
        ['ZH', 'South Holland', [['RTM', 'Rotterdam']]],
    ] },
    { code: 'ES', name: 'Spain', site: 'es', language: 'es-ES', currency: 'EUR', hotline: '900 838 412', provinces: [
        ['MD', 'Community of Madrid', [['MAD', 'Madrid']]],
        ['CT', 'Catalonia', [['BCN', 'Barcelona'], ['GRO', 'Girona']]],
    ] },
    { code: 'IT', name: 'Italy', site: 'it', language: 'it-IT', currency: 'EUR', hotline: '800 789 246', provinces: [
        ['25', 'Lombardy', [['MIL', 'Milan'], ['BGY', 'Bergamo']]],
        ['62', 'Lazio', [['ROM', 'Rome']]],
    ] },
    { code: 'FR', name: 'France', site: 'fr', language: 'fr-FR', currency: 'EUR', hotline: '0805 540 182', provinces: [
        ['IDF', 'Île-de-France', [['PAR', 'Paris']]],
        ['ARA', 'Auvergne-Rhône-Alpes', [['LYS', 'Lyon'], ['GNB', 'Grenoble']]],
    ] },
    { code: 'GB', name: 'United Kingdom', site: 'uk', language: 'en-GB', currency: 'GBP', hotline: '0800 169 7755', provinces: [
        ['ENG', 'England', [['LON', 'London'], ['MAN', 'Manchester']]],
        ['SCT', 'Scotland', [['EDI', 'Edinburgh']]],
    ] },
    { code: 'TR', name: 'Türkiye', site: 'tr', language: 'tr-TR', currency: 'TRY', hotline: '0850 390 6262', provinces: [
        ['34', 'İstanbul', [['IST', 'İstanbul']]],
        ['06', 'Ankara', [['ANK', 'Ankara']]],
        ['35', 'İzmir', [['IZM', 'İzmir']]],
    ] },
];

const PROVINCES = SERVICE_COUNTRIES.flatMap(country => country.provinces.map(([code, name]) => ({ country: country.code, code, name })));
const CITIES = SERVICE_COUNTRIES.flatMap(country =>
    country.provinces.flatMap(([province, , cities]) => cities.map(([code, name]) => ({ country: country.code, province, code, name }))),
);

/** How many rows each level seeds: the whole table. */
export const SERVICE_GEOGRAPHY_COUNTS = { countries: SERVICE_COUNTRIES.length, provinces: PROVINCES.length, cities: CITIES.length } as const;

/** What a repair desk logs, by category (the fault-type dictionary's categories). */
const FAULTS: readonly (readonly [string, string])[] = [
    ['display', 'Screen cracked'], ['display', 'Lines or flicker on the display'], ['display', 'Touch not responding'],
    ['battery', 'Battery drains fast'], ['battery', 'Battery swollen'], ['charging', 'Does not charge'],
    ['charging', 'Charging port loose'], ['camera', 'Rear camera blurry'], ['camera', 'Front camera not opening'],
    ['audio', 'No sound from speaker'], ['audio', 'Microphone not working'], ['network', 'No SIM card detected'],
    ['network', 'Weak mobile signal'], ['network', 'Wi-Fi keeps disconnecting'], ['software', 'Stuck on boot logo'],
    ['software', 'Restarts by itself'], ['software', 'Update failed'], ['body', 'Back cover broken'],
    ['body', 'Power button stuck'], ['liquid', 'Liquid damage'], ['sensor', 'Fingerprint sensor not working'],
    ['sensor', 'Proximity sensor fault'],
];

/** The language of each site's service website (the FAQ and guides are written in it). */
const SITE_LANGUAGES: Readonly<Record<string, string>> = {
    in: 'en-IN', id: 'id-ID', cn: 'zh-CN', eu: 'de-DE', es: 'es-ES', it: 'it-IT', fr: 'fr-FR', uk: 'en-GB', tr: 'tr-TR',
};

/** Questions customers ask, by FAQ category, with the answer the website gives. */
const FAQS: readonly (readonly [string, string, string])[] = [
    ['warranty', 'How long is my phone under warranty?', 'Phones carry a 12-month warranty from the invoice date; chargers and cables 6 months.'],
    ['warranty', 'Does the warranty cover a cracked screen?', 'No: physical and liquid damage are not covered. A Care+ screen plan covers one screen replacement.'],
    ['warranty', 'How do I check my warranty status?', 'Enter the IMEI on the phone check page: dial *#06# to see it.'],
    ['repair', 'How do I book a repair pick-up?', 'Choose Pick and drop on the support page, pick your model and fault, and a courier collects the phone.'],
    ['repair', 'How long does a repair take?', 'Most repairs are done within 3 working days of the phone reaching the service centre.'],
    ['repair', 'Will my data be erased during a repair?', 'Some repairs reset the phone: back up your data before handing it in.'],
    ['orders', 'Can I change the delivery address after ordering?', 'Yes, until the order is shipped: open the order and edit the address.'],
    ['orders', 'Why was my order cancelled?', 'Orders are cancelled when payment fails or the address cannot be served; the amount is refunded.'],
    ['returns', 'How do I return a product?', 'Request a return within 7 days of delivery from the order page; the product must be unused and complete.'],
    ['returns', 'When will I get my refund?', 'Refunds reach the original payment method within 5 to 7 working days of the return passing inspection.'],
    ['software', 'How do I update my phone?', 'Open Settings, About phone, System update, and install the latest version over Wi-Fi.'],
    ['software', 'Can I roll back an update?', 'Only through a service centre: rolling back erases the phone.'],
    ['account', 'How do I reset my account password?', 'Tap Forgot password on the sign-in page and follow the code sent to your phone or e-mail.'],
    ['account', 'How do I delete my account?', 'Send a deletion request from Settings, Privacy; it is completed within 30 days.'],
];

/** What goes wrong, by fault category, with the steps a customer tries before booking a repair. */
const TROUBLES: readonly (readonly [string, string, readonly string[]])[] = [
    ['battery', 'Battery drains quickly', ['Lower the screen brightness', 'Turn off background refresh for apps you rarely use', 'Check Battery usage for an app draining it']],
    ['charging', 'Phone charges slowly or not at all', ['Use the original charger and cable', 'Clean the charging port gently', 'Restart the phone and try another socket']],
    ['network', 'No mobile network', ['Turn aeroplane mode on and off', 'Reinsert the SIM card', 'Reset network settings']],
    ['network', 'Wi-Fi keeps disconnecting', ['Forget the network and join it again', 'Restart the router', 'Update the phone to the latest version']],
    ['display', 'Screen does not respond to touch', ['Remove the screen protector', 'Restart the phone', 'Boot into safe mode to rule out an app']],
    ['camera', 'Photos are blurry', ['Clean the camera lens', 'Tap to focus before taking the photo', 'Clear the camera app cache']],
    ['audio', 'No sound during calls', ['Check the volume and silent mode', 'Disconnect Bluetooth devices', 'Clean the earpiece grille']],
    ['software', 'Phone restarts by itself', ['Update all apps', 'Uninstall recently installed apps', 'Back up and reset to factory settings']],
    ['software', 'Phone is slow', ['Free up storage space', 'Close apps running in the background', 'Restart the phone once a week']],
    ['sensor', 'Fingerprint is not recognised', ['Clean the sensor and your finger', 'Delete and enrol the fingerprint again', 'Enrol the same finger twice']],
];

/** How long each electronic card's protection runs, in months. */
const CARD_MONTHS: Readonly<Record<string, number>> = { standard_warranty: 12, extended_warranty: 24, screen_damage: 12, accidental_damage: 12, combo: 24 };

/** A date (YYYY-MM-DD) so many months later. */
const monthsAfter = (date: string, months: number) => {
    const at = new Date(`${date}T00:00:00Z`);
    at.setUTCMonth(at.getUTCMonth() + months);
    return at.toISOString().slice(0, 10);
};

const idWhere = (context: SampleContext, collection: string, match: (row: Record<string, unknown>) => boolean) =>
    context.rowsOf(collection).find(match)?.id ?? null;

const countryId = (context: SampleContext, code: string) => idWhere(context, 'service-countries', row => row.countryCode === code);

export const serviceSiteSample = (sample: ServiceSiteSample, context: SampleContext): unknown => {
    const country = SERVICE_COUNTRIES[context.local % SERVICE_COUNTRIES.length];
    const province = PROVINCES[context.local % PROVINCES.length];
    const city = CITIES[context.local % CITIES.length];
    const fault = FAULTS[context.local % FAULTS.length];
    const faq = FAQS[context.local % FAQS.length];
    const trouble = TROUBLES[context.local % TROUBLES.length];
    switch (sample) {
        case 'countryCode':
            return country.code;
        case 'countryName':
            return country.name;
        case 'countrySite':
            return country.site;
        case 'countryLanguage':
            return country.language;
        case 'countryCurrency':
            return country.currency;
        case 'countryDomain':
            return `support.example.${country.code === 'GB' ? 'co.uk' : country.code.toLowerCase()}`;
        case 'countryHotline':
            return country.hotline;
        case 'countryEmail':
            return `service.${country.code.toLowerCase()}@example.com`;
        case 'provinceCountry':
            return countryId(context, province.country);
        case 'provinceCode':
            return province.code;
        case 'provinceName':
            return province.name;
        case 'cityCountry':
            return countryId(context, city.country);
        case 'cityProvince': {
            const inCountry = context.row.countryId;
            return idWhere(context, 'service-provinces', row => row.code === city.province && String(row.countryId) === String(inCountry));
        }
        case 'cityCode':
            return city.code;
        case 'cityName':
            return city.name;
        case 'faultCategory':
            return fault[0];
        case 'faultName':
            return fault[1];
        case 'cardExpiry':
            // The plan's months after activation.
            return monthsAfter(String(context.row.activationDate), CARD_MONTHS[String(context.row.plan)] ?? 12);
        case 'cardStatus': {
            // Past its expiry a card has expired; otherwise mostly active, now and then claimed or cancelled.
            if (Date.parse(String(context.row.expiryDate)) < SEED_NOW) return 'expired';
            return ['active', 'active', 'active', 'active', 'claimed', 'cancelled'][context.local % 6];
        }
        case 'siteLanguage':
            return SITE_LANGUAGES[context.siteCode ?? 'in'] ?? 'en-IN';
        case 'faqCategory':
            return faq[0];
        case 'faqQuestion':
            return faq[1];
        case 'faqAnswer':
            return `<p>${faq[2]}</p>`;
        case 'troubleCategory':
            return trouble[0];
        case 'troubleSymptom':
            return trouble[1];
        case 'troubleSteps':
            return `<ol>${trouble[2].map(step => `<li>${step}.</li>`).join('')}</ol>`;
    }
};
