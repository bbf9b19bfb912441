import { KitList } from '../kit/KitList';
import { PaymentIdLink } from './PaymentIdLink';

const CELLS = { paymentId: <PaymentIdLink /> };

/** A provider's settlement lines: the kit's list, each line's transaction ID a link to its page. */
const LineList = () => <KitList cells={CELLS} />;
export default LineList;
