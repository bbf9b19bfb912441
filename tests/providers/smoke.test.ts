import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../providers/authProvider';
import { sessionUser } from '../../src/session/sessionUser';

describe('sign-in smoke', () => {
    it('signs admin in against the mock and loads sites and resources', async () => {
        const auth = createAuthProvider(() => []);
        await auth.login({ username: '  admin ', password: 'oms-demo' });
        const user = sessionUser.get();
        expect(user?.roles).toEqual(['admin']);
        expect(user?.site?.siteCode).toBe('in');
        expect(user?.resources?.length).toBeGreaterThan(100);
    });
});
