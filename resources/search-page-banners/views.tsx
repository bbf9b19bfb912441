import { KitList } from '../kit/KitList';
import { redirectInputs } from '../kit/redirect/RedirectInput';

const inputs = redirectInputs('jump');

/** The kit's list, its record dialog drawing the redirect block (the type, then only the inputs it needs). */
const SearchPageBannerList = () => <KitList dialogInputs={inputs} />;

export default { list: SearchPageBannerList };
