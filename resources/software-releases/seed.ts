import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds software releases with: each model's OTA packages and ROMs. The app never imports it. */
export const seed: ResourceSeed = {
    count: 18,
    fields: {
        version: { sample: 'firmwareVersion' },
        fileUrl: { examples: ['https://cdn.example.com/rom/ota-package.zip', 'https://cdn.example.com/rom/fastboot-rom.tgz', 'https://cdn.example.com/rom/recovery-rom.zip'] },
        md5: { sample: 'md5' },
        changelog: {
            examples: [
                '<ul><li>Android security patch of the month</li><li>Better battery life on standby</li></ul>',
                '<ul><li>Camera: faster night mode</li><li>Fixes a Bluetooth audio drop</li></ul>',
                '<ul><li>New control centre</li><li>Dual SIM: 5G on both cards</li></ul>',
            ],
        },
    },
};
