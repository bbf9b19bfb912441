import { AuditFormPage } from './AuditFormPage';

/** The common (every other province's) claim form: `/gov-subsidy/audit/other/{audit|view}/:id`. */
const OtherAuditPage = () => <AuditFormPage form="other" />;
export default OtherAuditPage;
