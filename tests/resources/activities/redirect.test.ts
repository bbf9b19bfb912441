import { describe, expect, it } from 'vitest';
import { REDIRECT_TYPES, redirectErrors } from '../../../resources/kit/redirect/redirect';
import { enTexts } from './texts';

const texts = (record: Record<string, unknown>) => enTexts(redirectErrors(record, 'jump'));

describe('the redirect block', () => {
    it('has the eight types of spec section 2', () => {
        expect(REDIRECT_TYPES).toEqual(['none', 'h5', 'app_view', 'product_detail', 'browser_h5', 'mini_program', 'deeplink', 'immersive_page']);
    });

    it.each([
        ['mini_program', {}, { jumpMiniAppId: 'resource is required', jumpMiniAppPath: 'resource is required' }],
        ['mini_program', { jumpMiniAppId: 'wx8f3c2a91d7b4e605' }, { jumpMiniAppPath: 'resource is required' }],
        ['deeplink', {}, { jumpDeeplink: 'resource is required', jumpPackageName: 'resource is required' }],
        ['deeplink', { jumpDeeplink: 'omsapp://x', jumpPackageName: '  ' }, { jumpPackageName: 'resource is required' }],
        ['h5', {}, { jumpUrl: 'resource is required' }],
        ['h5', { jumpUrl: 'www.example.com' }, { jumpUrl: 'Input is wrong' }],
        ['browser_h5', { jumpUrl: 'javascript:alert(1)' }, { jumpUrl: 'Input is wrong' }],
        ['app_view', {}, { jumpAppView: 'resource is required' }],
        ['product_detail', { jumpSpuId: '12a' }, { jumpSpuId: 'Input is wrong' }],
        ['product_detail', { jumpSpuId: '10021', jumpSkuId: '-5' }, { jumpSkuId: 'Input is wrong' }],
        ['immersive_page', { jumpPageId: '3.5' }, { jumpPageId: 'Input is wrong' }],
        ['immersive_page', {}, { jumpPageId: 'resource is required' }],
    ])('%s with %j: %j', (type, values, expected) => {
        expect(texts({ jumpType: type, ...values })).toEqual(expected);
    });

    it.each([
        ['none', {}],
        ['h5', { jumpUrl: 'https://www.example.com/sale' }],
        ['product_detail', { jumpSpuId: '10021' }],
        ['mini_program', { jumpMiniAppId: 'wx1', jumpMiniAppPath: 'pages/index/index' }],
        ['deeplink', { jumpDeeplink: 'omsapp://product/1', jumpPackageName: 'com.example.store' }],
        ['immersive_page', { jumpPageId: '301' }],
    ])('accepts %s with %j (other parts are not looked at)', (type, values) => {
        expect(texts({ jumpType: type, jumpUrl: 'not a link', ...values })).toEqual({});
    });
});
