import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import LoyaltyOutlined from '@mui/icons-material/LoyaltyOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import TaskOutlined from '@mui/icons-material/TaskOutlined';
import type { RouteIconKey } from '../../base/routes/catalogue';

/**
 * The menu's icons by catalogue icon key (the catalogue stays pure data). A lazy chunk of its own: see icons.tsx.
 */
export const ROUTE_ICONS: Readonly<Record<RouteIconKey, SvgIconComponent>> = {
    dashboard: DashboardOutlined,
    home: HomeOutlined,
    list: ListAltOutlined,
    article: ArticleOutlined,
    settings: SettingsOutlined,
    people: PeopleOutlined,
    security: SecurityOutlined,
    payments: PaymentsOutlined,
    receipt: ReceiptLongOutlined,
    inventory: Inventory2Outlined,
    warehouse: WarehouseOutlined,
    shipping: LocalShippingOutlined,
    campaign: CampaignOutlined,
    sms: SmsOutlined,
    notifications: NotificationsOutlined,
    points: LoyaltyOutlined,
    chart: InsertChartOutlined,
    upload: CloudUploadOutlined,
    image: ImageOutlined,
    store: StorefrontOutlined,
    map: MapOutlined,
    support: SupportAgentOutlined,
    question: HelpOutlineOutlined,
    star: StarOutlineOutlined,
    live: LiveTvOutlined,
    phone: PhoneAndroidOutlined,
    app: AppsOutlined,
    code: CodeOutlined,
    coupon: ConfirmationNumberOutlined,
    gift: CardGiftcardOutlined,
    bank: AccountBalanceOutlined,
    subsidy: SavingsOutlined,
    report: AssessmentOutlined,
    search: SearchOutlined,
    language: LanguageOutlined,
    task: TaskOutlined,
};

/** The icon of a catalogue icon key (a list icon for an unknown or missing key). */
export const RouteIconSvg = ({ name, ...props }: { name: string | undefined } & SvgIconProps) => {
    const Icon = ROUTE_ICONS[name as RouteIconKey] ?? ListAltOutlined;
    return <Icon {...props} />;
};
