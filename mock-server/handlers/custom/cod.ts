import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { db } from '../../db/store';
import { Collection } from '../../db/collection';
import { codOrdersOf, computeCodRemittances, matchedLine } from '../../db/cod';

/**
 * COD remittances beyond plain REST: before any read of the lines or the remittances, lines imported since the last
 * read are matched against the delivered COD orders of /orders and the remittances summed again from the lines, so
 * an import shows in /codList and its detail at once.
 */
const table = (name: string) => db.collections.get(name)!;

/** What the remittances are summed from, in short: the lines' count and last id. */
const inputsPrint = () => {
    const lines = table('cod-lines').all();
    return `${lines.length}:${String(lines.at(-1)?.id)}`;
};

const prints = new WeakMap<object, string>();

export const syncCod = (): void => {
    const seeding = !db.collections.has('cod-remittances');
    const print = inputsPrint();
    if (seeding) table('cod-remittances');
    if (seeding || prints.get(db) === print) {
        prints.set(db, print);
        return;
    }
    const lines = table('cod-lines');
    const fresh = lines.all().filter(line => line.matchStatus === undefined || line.matchStatus === null);
    if (fresh.length > 0) {
        const codOrders = codOrdersOf(table('orders').all());
        for (const line of fresh) lines.update(line.id, matchedLine(line, codOrders));
    }
    db.collections.set('cod-remittances', new Collection(computeCodRemittances(lines.all())));
    prints.set(db, inputsPrint());
};

export const handlers = (api: string): HttpHandler[] =>
    ['cod-lines', 'cod-remittances'].flatMap(name =>
        [`${api}/${name}`, `${api}/${name}/:id`].map(path =>
            http.get(path, () => {
                syncCod();
                return undefined;
            }),
        ),
    );
