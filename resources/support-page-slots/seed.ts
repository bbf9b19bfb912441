/** The support website's home is seeded as the brand support home is (its modules, titles and links). The app never imports it. */
export { seed } from '../support-home-slots/seed';
