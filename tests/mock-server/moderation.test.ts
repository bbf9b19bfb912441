/**
 * The moderation of the service website's content over the mock (resources/moderation-common/moderation.ts): the
 * seeded states, the one table of transitions (others refused with the reason), the reason's rule, who and when
 * recorded, plain writes that would change the status refused, staff's own content approved as it is made, and the
 * labels of a review or question of their kind only.
 */
import { describe, expect, it } from 'vitest';
import { call, signIn, type Envelope } from './client';
import { kitClient } from '../support/kitRest';
import { actionsFrom, MODERATION_ACTIONS } from '../../resources/moderation-common/moderation';

const moderate = async (collection: string, id: number, action: string, body: Record<string, string> = {}, account = 'csm') =>
    (await call<Envelope<Record<string, unknown>>>(`/moderation/${collection}/${id}/${action}`, { token: await signIn(account), site: 'in', json: body })).body;

describe('the moderation state table', () => {
    it('offers each status only its own moves: pending to approved or rejected, approved and hidden back and forth, rejected nowhere', () => {
        expect(actionsFrom('pending')).toEqual(['approve', 'reject']);
        expect(actionsFrom('approved')).toEqual(['hide']);
        expect(actionsFrom('hidden')).toEqual(['show']);
        expect(actionsFrom('rejected')).toEqual([]);
        expect(Object.fromEntries(Object.entries(MODERATION_ACTIONS).map(([action, { to }]) => [action, to]))).toEqual({
            approve: 'approved',
            reject: 'rejected',
            hide: 'hidden',
            show: 'approved',
        });
    });
});

describe('moderating reviews, replies, questions and answers over the mock', () => {
    it('seeds every state, a rejected review with its reason and its spam text, pending ones without a moderator', async () => {
        const client = await kitClient('csm');
        const reviews = await client.all('reviews');
        expect(new Set(reviews.map(row => row.status))).toEqual(new Set(['pending', 'approved', 'rejected', 'hidden']));
        for (const row of reviews.filter(review => review.status === 'rejected')) {
            expect(String(row.rejectReason).length).toBeGreaterThan(4);
            expect(String(row.content)).toMatch(/<script>|onerror=/);
        }
        for (const row of reviews.filter(review => review.status === 'pending')) expect([row.moderator, row.moderateTime, row.rejectReason]).toEqual(['', null, '']);
        expect((await client.all('reviews', { status: 'rejected' })).length).toBe(reviews.filter(row => row.status === 'rejected').length);
    });

    it('refuses a rejection without a reason or with a short one, then rejects with the reason and who and when', async () => {
        const client = await kitClient('csm');
        const [pending] = await client.all('reviews', { status: 'pending' });
        expect(await moderate('reviews', pending.id, 'reject')).toMatchObject({ code: 400, msg: 'Give the reason for rejecting' });
        expect(await moderate('reviews', pending.id, 'reject', { reason: 'spam' })).toMatchObject({ code: 400, msg: 'The reason is 5 to 300 characters' });
        const rejected = await moderate('reviews', pending.id, 'reject', { reason: '  Advertising an outside shop  ' });
        expect(rejected.code).toBe(200);
        expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: 'Advertising an outside shop', moderator: expect.any(String) });
        expect(Date.parse(String(rejected.data.moderateTime))).toBeGreaterThan(Date.now() - 60_000);
        // A rejected review stays rejected.
        expect(await moderate('reviews', pending.id, 'approve')).toMatchObject({ code: 400, msg: 'Only pending content can be approved' });
        expect(await moderate('reviews', pending.id, 'hide')).toMatchObject({ code: 400, msg: 'Only approved content can be hidden' });
    });

    it('approves, hides and shows again, refusing each move from the wrong status', async () => {
        const client = await kitClient('csm');
        const [question] = await client.all('questions', { status: 'pending' });
        expect(await moderate('questions', question.id, 'show')).toMatchObject({ code: 400, msg: 'Only hidden content can be shown again' });
        expect((await moderate('questions', question.id, 'approve')).data).toMatchObject({ status: 'approved', rejectReason: '' });
        expect((await moderate('questions', question.id, 'hide')).data).toMatchObject({ status: 'hidden' });
        expect(await moderate('questions', question.id, 'reject', { reason: 'Not a question' })).toMatchObject({ code: 400, msg: 'Only pending content can be rejected' });
        expect((await moderate('questions', question.id, 'show')).data).toMatchObject({ status: 'approved' });
    });

    it('refuses a plain write that changes the status, and an unknown action, and an account without the service site', async () => {
        const client = await kitClient('csm');
        const [answer] = await client.all('answers', { status: 'pending' });
        const forced = await client.update('answers', answer.id, { ...answer, status: 'approved' });
        expect(forced.status).toBe(400);
        expect(forced.body.msg).toBe('The status changes only through approve, reject, hide and show');
        expect(forced.body.errors).toEqual({ status: 'resources.moderation-common.validation.by_action' });
        expect(await moderate('answers', answer.id, 'publish')).toMatchObject({ code: 400 });
        expect((await moderate('answers', answer.id, 'approve', {}, 'finance')).code).toBe(403);
    });

    it('approves an official reply as it is posted, by its writer, whatever its body says of its state', async () => {
        const client = await kitClient('csm');
        const [review] = await client.all('reviews', { status: 'approved' });
        const reply = await client.create('review-replies', { reviewId: review.id, content: 'Thank you, we have passed this on to our camera team.' });
        expect(reply.status).toBe(201);
        expect(reply.body).toMatchObject({ status: 'approved', replierType: 'official', rejectReason: '' });
        expect(reply.body.creator).toBeTruthy();
        // What a new reply's body says about its state is ignored: staff's own is approved.
        const pending = await client.create('review-replies', { reviewId: review.id, content: 'Thanks!', status: 'pending', moderator: 'Someone else' });
        expect(pending.status).toBe(201);
        expect(pending.body).toMatchObject({ status: 'approved', moderator: '' });
    });

    it("takes only enabled labels of the content's kind on a review or question", async () => {
        const client = await kitClient('csm');
        const [review] = await client.all('reviews', { status: 'approved' });
        const [questionLabel] = await client.all('content-labels', { labelType: 'question', status: 'enabled' });
        const [reviewLabel] = await client.all('content-labels', { labelType: 'review', status: 'enabled' });
        const wrong = await client.update('reviews', review.id, { ...review, labelIds: [questionLabel.id] });
        expect(wrong.status).toBe(400);
        expect(wrong.body.msg).toBe('Pick enabled labels meant for reviews');
        const right = await client.update('reviews', review.id, { ...review, labelIds: [reviewLabel.id], top: true });
        expect(right.status).toBe(200);
        expect(right.body).toMatchObject({ labelIds: [reviewLabel.id], top: true, status: 'approved' });
    });
});
