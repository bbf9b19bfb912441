/**
 * Fixed tables behind the mock's Indian master data (states, pincodes, serviceability) and every market's
 * warehouses. Rows that must agree with each other (a pincode, its post office, district, city, state and zone)
 * are all read from one table row chosen by the record's index, so they agree without a second pass.
 */

export type Zone = 'north' | 'south' | 'east' | 'west' | 'north_east';

export interface GstState {
    /** The state's short code (as on e-way bills and vehicle plates). */
    code: string;
    name: string;
    /** The GST state code: the first two digits of every GSTIN registered there (place of supply). */
    gst: string;
    type: 'state' | 'union_territory';
    zone: Zone;
}

/** The 28 states and 8 union territories of India with their GST state codes, in GST code order. */
export const GST_STATES: readonly GstState[] = [
    { code: 'JK', name: 'Jammu and Kashmir', gst: '01', type: 'union_territory', zone: 'north' },
    { code: 'HP', name: 'Himachal Pradesh', gst: '02', type: 'state', zone: 'north' },
    { code: 'PB', name: 'Punjab', gst: '03', type: 'state', zone: 'north' },
    { code: 'CH', name: 'Chandigarh', gst: '04', type: 'union_territory', zone: 'north' },
    { code: 'UK', name: 'Uttarakhand', gst: '05', type: 'state', zone: 'north' },
    { code: 'HR', name: 'Haryana', gst: '06', type: 'state', zone: 'north' },
    { code: 'DL', name: 'Delhi', gst: '07', type: 'union_territory', zone: 'north' },
    { code: 'RJ', name: 'Rajasthan', gst: '08', type: 'state', zone: 'north' },
    { code: 'UP', name: 'Uttar Pradesh', gst: '09', type: 'state', zone: 'north' },
    { code: 'BR', name: 'Bihar', gst: '10', type: 'state', zone: 'east' },
    { code: 'SK', name: 'Sikkim', gst: '11', type: 'state', zone: 'north_east' },
    { code: 'AR', name: 'Arunachal Pradesh', gst: '12', type: 'state', zone: 'north_east' },
    { code: 'NL', name: 'Nagaland', gst: '13', type: 'state', zone: 'north_east' },
    { code: 'MN', name: 'Manipur', gst: '14', type: 'state', zone: 'north_east' },
    { code: 'MZ', name: 'Mizoram', gst: '15', type: 'state', zone: 'north_east' },
    { code: 'TR', name: 'Tripura', gst: '16', type: 'state', zone: 'north_east' },
    { code: 'ML', name: 'Meghalaya', gst: '17', type: 'state', zone: 'north_east' },
    { code: 'AS', name: 'Assam', gst: '18', type: 'state', zone: 'north_east' },
    { code: 'WB', name: 'West Bengal', gst: '19', type: 'state', zone: 'east' },
    { code: 'JH', name: 'Jharkhand', gst: '20', type: 'state', zone: 'east' },
    { code: 'OD', name: 'Odisha', gst: '21', type: 'state', zone: 'east' },
    { code: 'CG', name: 'Chhattisgarh', gst: '22', type: 'state', zone: 'east' },
    { code: 'MP', name: 'Madhya Pradesh', gst: '23', type: 'state', zone: 'west' },
    { code: 'GJ', name: 'Gujarat', gst: '24', type: 'state', zone: 'west' },
    { code: 'DH', name: 'Dadra and Nagar Haveli and Daman and Diu', gst: '26', type: 'union_territory', zone: 'west' },
    { code: 'MH', name: 'Maharashtra', gst: '27', type: 'state', zone: 'west' },
    { code: 'KA', name: 'Karnataka', gst: '29', type: 'state', zone: 'south' },
    { code: 'GA', name: 'Goa', gst: '30', type: 'state', zone: 'west' },
    { code: 'LD', name: 'Lakshadweep', gst: '31', type: 'union_territory', zone: 'south' },
    { code: 'KL', name: 'Kerala', gst: '32', type: 'state', zone: 'south' },
    { code: 'TN', name: 'Tamil Nadu', gst: '33', type: 'state', zone: 'south' },
    { code: 'PY', name: 'Puducherry', gst: '34', type: 'union_territory', zone: 'south' },
    { code: 'AN', name: 'Andaman and Nicobar Islands', gst: '35', type: 'union_territory', zone: 'east' },
    { code: 'TS', name: 'Telangana', gst: '36', type: 'state', zone: 'south' },
    { code: 'AP', name: 'Andhra Pradesh', gst: '37', type: 'state', zone: 'south' },
    { code: 'LA', name: 'Ladakh', gst: '38', type: 'union_territory', zone: 'north' },
];

export const gstStateByCode = (code: string): GstState | undefined => GST_STATES.find(state => state.code === code);

/** A delivery area: a city with its district, state and the first three digits of its pincodes. */
export interface Place {
    city: string;
    district: string;
    /** GstState code. */
    state: string;
    pin: string;
    /** One of the eight X-class (metro) cities. */
    metro: boolean;
}

const place = (city: string, district: string, state: string, pin: string, metro = false): Place => ({ city, district, state, pin, metro });

/** Cities across every zone, each with its own three-digit pincode prefix (so generated pincodes never collide). */
export const PLACES: readonly Place[] = [
    place('New Delhi', 'New Delhi', 'DL', '110', true),
    place('Mumbai', 'Mumbai', 'MH', '400', true),
    place('Bengaluru', 'Bengaluru Urban', 'KA', '560', true),
    place('Hyderabad', 'Hyderabad', 'TS', '500', true),
    place('Chennai', 'Chennai', 'TN', '600', true),
    place('Kolkata', 'Kolkata', 'WB', '700', true),
    place('Pune', 'Pune', 'MH', '411', true),
    place('Ahmedabad', 'Ahmedabad', 'GJ', '380', true),
    place('Gurugram', 'Gurugram', 'HR', '122'),
    place('Noida', 'Gautam Buddha Nagar', 'UP', '201'),
    place('Lucknow', 'Lucknow', 'UP', '226'),
    place('Jaipur', 'Jaipur', 'RJ', '302'),
    place('Chandigarh', 'Chandigarh', 'CH', '160'),
    place('Ludhiana', 'Ludhiana', 'PB', '141'),
    place('Dehradun', 'Dehradun', 'UK', '248'),
    place('Shimla', 'Shimla', 'HP', '171'),
    place('Jammu', 'Jammu', 'JK', '180'),
    place('Surat', 'Surat', 'GJ', '395'),
    place('Nagpur', 'Nagpur', 'MH', '440'),
    place('Panaji', 'North Goa', 'GA', '403'),
    place('Indore', 'Indore', 'MP', '452'),
    place('Bhopal', 'Bhopal', 'MP', '462'),
    place('Raipur', 'Raipur', 'CG', '492'),
    place('Visakhapatnam', 'Visakhapatnam', 'AP', '530'),
    place('Vijayawada', 'NTR', 'AP', '520'),
    place('Mysuru', 'Mysuru', 'KA', '570'),
    place('Coimbatore', 'Coimbatore', 'TN', '641'),
    place('Madurai', 'Madurai', 'TN', '625'),
    place('Kochi', 'Ernakulam', 'KL', '682'),
    place('Thiruvananthapuram', 'Thiruvananthapuram', 'KL', '695'),
    place('Puducherry', 'Puducherry', 'PY', '605'),
    place('Bhubaneswar', 'Khordha', 'OD', '751'),
    place('Patna', 'Patna', 'BR', '800'),
    place('Ranchi', 'Ranchi', 'JH', '834'),
    place('Guwahati', 'Kamrup Metropolitan', 'AS', '781'),
    place('Shillong', 'East Khasi Hills', 'ML', '793'),
    place('Agartala', 'West Tripura', 'TR', '799'),
    place('Imphal', 'Imphal West', 'MN', '795'),
    place('Gangtok', 'Gangtok', 'SK', '737'),
];

/** Localities that exist in most Indian cities: post offices carry their names ("Gandhi Nagar S.O"). */
const LOCALITIES = [
    'Civil Lines', 'Gandhi Nagar', 'Nehru Nagar', 'Shastri Nagar', 'Rajendra Nagar', 'Model Town', 'Indira Nagar',
    'Ashok Nagar', 'Subhash Nagar', 'Patel Nagar', 'Vijay Nagar', 'Ram Nagar', 'Station Road', 'Market Yard',
    'Cantonment', 'Industrial Area', 'Kamla Nagar', 'Sadar Bazar',
];

/** The place of the n-th pincode record, and its pincode: the prefix of the place, then the record's round. */
export const placeAt = (index: number): Place & { pincode: string; postOffice: string } => {
    const at = PLACES[index % PLACES.length];
    const round = Math.floor(index / PLACES.length);
    const pincode = `${at.pin}${String(round + 1).padStart(3, '0')}`;
    const postOffice = round === 0 ? `${at.city} H.O` : `${LOCALITIES[(index * 7 + round) % LOCALITIES.length]} S.O`;
    return { ...at, pincode, postOffice };
};

/** A market's warehouse hub: its code in warehouse codes (WH-DEL-01), city, postcode, and Indian state. */
export interface Hub {
    code: string;
    city: string;
    postcode: string;
    state?: string;
}

const hub = (code: string, city: string, postcode: string, state?: string): Hub => ({ code, city, postcode, state });

/** Where each market keeps stock: India's fulfilment hubs first, then each market's own. */
export const HUBS: Readonly<Record<string, readonly Hub[]>> = {
    in: [
        hub('DEL', 'New Delhi', '110037', 'DL'),
        hub('MUM', 'Bhiwandi', '421302', 'MH'),
        hub('BLR', 'Hoskote', '562114', 'KA'),
        hub('HYD', 'Shamshabad', '501218', 'TS'),
        hub('CHE', 'Sriperumbudur', '602105', 'TN'),
        hub('KOL', 'Dankuni', '712311', 'WB'),
        hub('AMD', 'Changodar', '382213', 'GJ'),
        hub('GGN', 'Gurugram', '122413', 'HR'),
        hub('LKO', 'Lucknow', '226008', 'UP'),
        hub('GUW', 'Guwahati', '781018', 'AS'),
    ],
    id: [hub('JKT', 'Jakarta', '13920'), hub('BKS', 'Cikarang', '17530'), hub('SUB', 'Surabaya', '60293'), hub('MDN', 'Medan', '20371')],
    cn: [hub('SHA', 'Shanghai', '201700'), hub('SZX', 'Shenzhen', '518000'), hub('PEK', 'Beijing', '101300'), hub('CTU', 'Chengdu', '610000')],
    eu: [hub('DUS', 'Düsseldorf', '40549'), hub('FRA', 'Frankfurt', '60549'), hub('HAM', 'Hamburg', '21129'), hub('WAW', 'Warsaw', '02-146')],
    es: [hub('MAD', 'Madrid', '28042'), hub('BCN', 'El Prat de Llobregat', '08820'), hub('VLC', 'Valencia', '46930')],
    it: [hub('MIL', 'Milan', '20090'), hub('ROM', 'Rome', '00148'), hub('BLQ', 'Bologna', '40128')],
    fr: [hub('PAR', 'Roissy-en-France', '95700'), hub('LYS', 'Lyon', '69330'), hub('MRS', 'Marseille', '13127')],
    uk: [hub('LON', 'Hayes', 'UB3 5BS'), hub('MAN', 'Manchester', 'M90 5PL'), hub('BHX', 'Birmingham', 'B26 3QJ')],
    // Turkish postcodes start with the province's plate number (34 İstanbul, 06 Ankara, 35 İzmir).
    tr: [hub('IST', 'Tuzla', '34956'), hub('ANK', 'Sincan', '06935'), hub('IZM', 'Torbalı', '35860')],
};

/** The n-th warehouse of a market: its hub, and which of that hub's warehouses it is (1, 2 …). */
export const hubAt = (siteCode: string | undefined, index: number): Hub & { sequence: number } => {
    const hubs = HUBS[siteCode ?? 'in'] ?? HUBS.in;
    return { ...hubs[index % hubs.length], sequence: Math.floor(index / hubs.length) + 1 };
};

export const WMS_SYSTEMS = ['Oracle WMS Cloud', 'SAP EWM', 'Manhattan Active WM', 'Unicommerce', 'Increff WMS', 'Vinculum'];
