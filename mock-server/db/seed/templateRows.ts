import { DAY_MS, SEED_NOW, type Random } from '../random';
import { ALL_SITE_CODES } from '../sites';

const SUBJECTS = ['Phone launch', 'Camera guide', 'Battery tips', 'Festive sale', 'Service update', 'Earbuds review', 'Tablet setup', 'Store opening'];
const ANGLES = ['what is new', 'step by step', 'frequently asked questions', 'behind the scenes', 'for beginners', 'what changed'];
const AUTHORS = ['Asha Rao', 'Budi Santoso', 'Chen Wei', 'Elena Rossi', 'Pierre Martin', 'Lucia Garcia', 'Tom Baker'];

export const TEMPLATE_ROW_STATUSES = ['published', 'draft'] as const;

/** The rows of /template/table, the developer template of the standard list page: nothing business about them. */
export const seedTemplateRows = (random: Random) =>
    Array.from({ length: 60 }, (_, index) => {
        const id = index + 1;
        return {
            id,
            title: `${random.pick(SUBJECTS)}: ${random.pick(ANGLES)} ${id}`,
            author: random.pick(AUTHORS),
            importance: random.int(1, 3),
            status: random.pick(TEMPLATE_ROW_STATUSES),
            displayTime: random.date(SEED_NOW - 90 * DAY_MS, SEED_NOW),
            pageviews: random.int(0, 5000),
            siteCode: ALL_SITE_CODES[index % ALL_SITE_CODES.length],
        };
    });
