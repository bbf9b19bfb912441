import { AuditFormPage } from './AuditFormPage';

/** The Hebei claim form: `/gov-subsidy/audit/hebei/{audit|view}/:id`. */
const HebeiAuditPage = () => <AuditFormPage form="hebei" />;
export default HebeiAuditPage;
