/**
 * The service website's reference data over the mock's REST contract: the country → province → city hierarchy
 * (seeded consistent, a city's province in its country, names once per parent, codes in their formats), refused
 * with the validators' texts at their fields.
 */
import { describe, expect, it } from 'vitest';
import { kitClient, type KitRow } from '../support/kitRest';

const byId = (rows: readonly KitRow[]) => new Map(rows.map(row => [row.id, row]));

describe('service website geography', () => {
    it('seeds the nine countries with their sites, and every city in a province of its own country', async () => {
        const client = await kitClient();
        const countries = await client.all('service-countries', {}, ['sort', 'ASC']);
        expect(countries.map(row => `${row.countryCode} ${row.site} ${row.currency}`)).toEqual([
            'IN in INR', 'ID id IDR', 'CN cn CNY', 'DE eu EUR', 'NL eu EUR', 'ES es EUR', 'IT it EUR', 'FR fr EUR', 'GB uk GBP',
        ]);
        const provinces = byId(await client.all('service-provinces'));
        const cities = await client.all('service-cities');
        expect(cities).toHaveLength(35);
        for (const city of cities) expect(provinces.get(city.provinceId as number)?.countryId).toBe(city.countryId);
        const india = countries[0].id;
        const indianProvinces = await client.all('service-provinces', { countryId: india }, ['sort', 'ASC']);
        expect(indianProvinces.map(row => row.name)).toEqual(['Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu']);
        const karnataka = indianProvinces[1].id;
        expect((await client.all('service-cities', { provinceId: karnataka }, ['sort', 'ASC'])).map(row => row.name)).toEqual(['Bengaluru', 'Mysuru']);
    });

    it.each([
        [{ countryCode: 'lk' }, 'countryCode', 'Enter the two-letter ISO country code in capitals, e.g. IN'],
        [{ language: 'english' }, 'language', 'Enter a language and region, e.g. en-IN'],
        [{ currency: 'Rs' }, 'currency', 'Enter the three-letter ISO currency code in capitals, e.g. INR'],
        [{ domain: 'https://support.example.lk/' }, 'domain', 'Enter a domain name without http:// or a path, e.g. support.example.in'],
        [{ hotline: '12 34' }, 'hotline', 'Enter 6 to 15 digits (spaces, dashes and a leading + allowed)'],
        [{ email: 'service@lk' }, 'email', 'Enter a valid e-mail address'],
        [{ countryCode: 'IN' }, 'countryCode', 'This value is already used by another record'],
    ])('refuses a country with %o at %s: %s', async (change, field, text) => {
        const client = await kitClient();
        const sriLanka = { countryCode: 'LK', countryName: 'Sri Lanka', site: 'in', language: 'si-LK', currency: 'LKR', domain: 'support.example.lk', hotline: '+94 11 755 0000', email: 'service.lk@example.com', sort: 20, status: 'enabled' };
        const refused = await client.create('service-countries', { ...sriLanka, ...change });
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(text);
        expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
    });

    it('refuses a city whose province is in another country, and a second Mumbai in Maharashtra; takes a new city', async () => {
        const client = await kitClient();
        const [india] = await client.all('service-countries', { countryCode: 'IN' });
        const [germany] = await client.all('service-countries', { countryCode: 'DE' });
        const [maharashtra] = await client.all('service-provinces', { countryId: india.id, code: 'MH' });
        const city = { countryId: germany.id, provinceId: maharashtra.id, code: 'NAG', name: 'Nagpur', sort: 9, status: 'enabled' };
        const elsewhere = await client.create('service-cities', city);
        expect(elsewhere.status).toBe(400);
        expect(elsewhere.body.errors).toEqual({ provinceId: 'resources.service-cities.validation.province_of_country' });
        expect(elsewhere.body.msg).toBe('This province is not in the chosen country');
        const twice = await client.create('service-cities', { ...city, countryId: india.id, name: 'mumbai' });
        expect(twice.status).toBe(400);
        expect(twice.body.msg).toBe('This province already has a city with this name');
        const badCode = await client.create('service-cities', { ...city, countryId: india.id, code: 'Nag' });
        expect(badCode.body.msg).toBe('Enter 3 capital letters, e.g. BOM');
        const created = await client.create('service-cities', { ...city, countryId: india.id });
        expect(created.status).toBe(201);
        expect((await client.all('service-cities', { provinceId: maharashtra.id })).map(row => row.name)).toContain('Nagpur');
    });

    it('refuses a second province code within a country but takes it in another', async () => {
        const client = await kitClient();
        const [india] = await client.all('service-countries', { countryCode: 'IN' });
        const [spain] = await client.all('service-countries', { countryCode: 'ES' });
        const goa = { countryId: india.id, code: 'KA', name: 'Goa', sort: 9, status: 'enabled' };
        const taken = await client.create('service-provinces', goa);
        expect(taken.body.msg).toBe('This country already has a province with this code');
        expect((await client.create('service-provinces', { ...goa, countryId: spain.id, name: 'Castile and León' })).status).toBe(201);
    });
});

describe('device models and the fault-type dictionary', () => {
    it('seeds each fault under its own category, with unique codes, for the site asked', async () => {
        const client = await kitClient();
        const faults = await client.all('fault-types', {}, ['sort', 'ASC']);
        expect(faults).toHaveLength(22);
        expect(faults.slice(0, 4).map(row => `${row.category}: ${row.faultName}`)).toEqual([
            'display: Screen cracked', 'display: Lines or flicker on the display', 'display: Touch not responding', 'battery: Battery drains fast',
        ]);
        expect(new Set(faults.map(row => row.faultCode)).size).toBe(22);
        expect(faults.every(row => row.siteCode === 'in')).toBe(true);
    });

    it.each([
        [{ faultCode: 'scr-1' }, 'faultCode', 'Enter 2 to 4 capital letters then 3 to 6 digits, e.g. SCR001'],
        [{ faultName: 'Battery swollen' }, 'faultName', 'This value is already used by another record'],
        [{ category: 'keyboard' }, 'category', 'Must be one of: display, battery, charging, camera, audio, network, software, body, liquid, sensor'],
    ])('refuses a fault type with %o at %s: %s', async (change, field, text) => {
        const client = await kitClient();
        const refused = await client.create('fault-types', { category: 'display', faultName: 'Ghost touches', faultCode: 'SCR901', modelIds: [], sort: 50, status: 'enabled', ...change });
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(text);
        expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
    });

    it('files a new fault type under models of its site, and refuses a model number that is not printed so', async () => {
        const client = await kitClient();
        const [model] = await client.all('service-models', {}, ['launchDate', 'DESC']);
        const created = await client.create('fault-types', { category: 'display', faultName: 'Ghost touches', faultCode: 'SCR901', modelIds: [model.id], sort: 50, status: 'enabled' });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ modelIds: [model.id], siteCode: 'in' });
        const refused = await client.create('service-models', { marketingName: 'Nova 14', modelCode: '2401-ABC', image: 'https://cdn.example.com/m.png', launchDate: '2026-03-01', sort: 1, status: 'display' });
        expect(refused.body.msg).toBe('Enter 4 to 12 capital letters or digits, as printed on the box');
    });
});

describe('FAQ and troubleshooting guides', () => {
    it("seeds each site's questions in its language, answered, and guides with their steps as a list", async () => {
        const client = await kitClient('admin', 'cn');
        const faq = await client.all('faq-items', { category: 'warranty' }, ['sort', 'ASC']);
        expect(faq.map(row => row.question)).toEqual([
            'How long is my phone under warranty?', 'Does the warranty cover a cracked screen?', 'How do I check my warranty status?',
        ]);
        expect(faq.every(row => row.language === 'zh-CN' && String(row.answer).startsWith('<p>'))).toBe(true);
        const [guide] = await client.all('troubleshooting-guides', { question: 'Battery drains quickly' });
        expect(guide).toMatchObject({ category: 'battery', language: 'zh-CN' });
        expect(guide.answer).toBe('<ol><li>Lower the screen brightness.</li><li>Turn off background refresh for apps you rarely use.</li><li>Check Battery usage for an app draining it.</li></ol>');
    });

    it.each([
        ['faq-items', { category: 'warranty' }, { language: 'English' }, 'language', 'Enter a language and region, e.g. en-IN'],
        ['faq-items', { category: 'warranty' }, { question: 'How do I update my phone?' }, 'question', 'This value is already used by another record'],
        ['troubleshooting-guides', { category: 'battery', images: [] }, { category: 'warranty' }, 'category', 'Must be one of: display, battery, charging, camera, audio, network, software, body, liquid, sensor'],
    ])('%s refuses %o with %o at %s: %s', async (collection, base, change, field, text) => {
        const client = await kitClient();
        const article = { ...base, question: 'Where is my IMEI?', answer: '<p>Dial *#06#.</p>', modelIds: [], language: 'en-IN', sort: 30, status: 'offline' };
        const refused = await client.create(collection, { ...article, ...change });
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(text);
        expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
        const created = await client.create(collection, article);
        expect(created.status).toBe(201);
        expect((await client.update(collection, created.body.id, { ...created.body, status: 'online' })).body.status).toBe('online');
    });
});

describe('electronic cards', () => {
    it('seeds cards with valid IMEIs that run their plan from activation, expired once past it; finds one by IMEI', async () => {
        const client = await kitClient();
        const cards = await client.all('electronic-cards');
        expect(cards).toHaveLength(40);
        const { isImei } = await import('../../base/imei');
        for (const card of cards) {
            expect(isImei(String(card.imei))).toBe(true);
            const months = ['extended_warranty', 'combo'].includes(String(card.plan)) ? 24 : 12;
            const expiry = new Date(`${String(card.activationDate)}T00:00:00Z`);
            expiry.setUTCMonth(expiry.getUTCMonth() + months);
            expect(card.expiryDate).toBe(expiry.toISOString().slice(0, 10));
            expect(card.status === 'expired').toBe(String(card.expiryDate) < '2026-11-01');
        }
        expect((await client.all('electronic-cards', { imei: cards[3].imei })).map(card => card.id)).toEqual([cards[3].id]);
    });
});
