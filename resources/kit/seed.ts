/**
 * What the mock needs to seed a kit collection: each folder's `seed.ts` exports one `seed`, which only the mock
 * imports (mock-server/db/kit), so none of it ships with the app.
 */

/**
 * What realistic value the mock generates for a field (beyond its type): phone models, SKU codes, IMEIs with a
 * valid check digit, Indian pincodes and GSTINs, people, places. Free text otherwise.
 */
export type Sample =
    | 'spuName'
    | 'skuName'
    | 'colour'
    | 'memory'
    | 'series'
    | 'category'
    | 'modelCode'
    | 'code'
    | 'gtin'
    | 'imei'
    | 'pincode'
    | 'gstin'
    | 'hsn'
    | 'state'
    | 'city'
    | 'district'
    | 'address'
    | 'company'
    | 'person'
    | 'phone'
    | 'email'
    | 'courier'
    | 'sentence'
    | 'url'
    | 'imageUrl'
    // Values that read the row's index or the fields generated before them (mock-server/db/kit/samples.ts):
    | 'sequence'
    | 'rareFlag'
    | 'skuNameOfSpu'
    | 'sellingPrice'
    | 'finishedGoodsMaterial'
    | 'weightGrams'
    | 'dimensions'
    | 'gstRate'
    | 'materialCode'
    | 'materialName'
    | 'materialType'
    | 'materialUnit'
    | 'materialHsn'
    | 'materialGstRate'
    | 'stateCode'
    | 'stateName'
    | 'gstStateCode'
    | 'stateType'
    | 'stateZone'
    | 'placePincode'
    | 'postOffice'
    | 'placeDistrict'
    | 'placeCity'
    | 'placeState'
    | 'zone'
    | 'metro'
    | 'tatDays'
    | 'servingWarehouse'
    | 'warehouseCode'
    | 'warehouseName'
    | 'warehouseCity'
    | 'warehousePostcode'
    | 'warehouseState'
    | 'warehouseGstin'
    | 'wmsSystem'
    | 'supplier'
    | 'poNo'
    | 'poStatus'
    | 'poLines'
    | 'poRemark'
    | 'arrivalDate'
    | 'createdBeforeArrival'
    | 'updatedAfterCreate'
    | 'phoneHsn'
    | 'categoryName'
    | 'categoryParent'
    | 'prepaidAvailable'
    | 'validityStart'
    | 'validityEnd'
    | 'minorAmount'
    | 'laterThanPrevious'
    | 'dateAfterPrevious'
    // A buyer's GSTIN registered in the row's state (stateId, drawn before it), with its check character:
    | 'buyerGstin'
    // The warehouses of the site holding the row's GSTIN (gstin, drawn before it), and an invoice prefix from its hub:
    | 'warehousesOfGstin'
    | 'hubInvoicePrefix'
    // Bulk orders: the number, lines at a trade price before GST, and payments as far as the order status has gone:
    | 'b2bOrderNo'
    | 'b2bLines'
    // Intra- or inter-state, from the order's warehouse and customer (resources/b2b-orders/supply.ts).
    | 'b2bSupplyType'
    // A bulk buyer's credit limit: ₹10 to ₹25 crore, above what its seeded orders leave due.
    | 'b2bCreditLimit'
    | 'b2bPayments'
    // Backup warehouses: warehouse n of the site backed by the next two, priorities 1 and 2:
    | 'backupPrimary'
    | 'backupWarehouse'
    | 'backupPriority'
    // SKU allocations: SKU n of the site, a few dozen units:
    | 'allocationSku'
    | 'allocationQty'
    // A stock application's lines: one to three SKUs of the site, a few units each.
    | 'applicationLines'
    // Finance's imported figures: a recent month's first day, and a per-unit amount from the row's SKU price.
    | 'financeMonth'
    | 'financeAmount'
    | 'partOfPrevious'
    // Store addresses, support tab modules and spec comparisons (mock-server/db/kit/storeSpecSamples.ts):
    | 'storeName'
    | 'storeLongitude'
    | 'storeLatitude'
    | 'pictureRows'
    | 'uniqueSpu'
    | 'keySpecs'
    | 'detailedSpecs'
    // Ranking lists (mock-server/db/kit/rankingSamples.ts):
    | 'rankingListType'
    | 'rankingEntries'
    // The service and support websites: country → province → city, fault types, FAQ, electronic cards (mock-server/db/kit/serviceSiteSamples.ts):
    | 'countryCode'
    | 'countryName'
    | 'countrySite'
    | 'countryLanguage'
    | 'countryCurrency'
    | 'countryDomain'
    | 'countryHotline'
    | 'countryEmail'
    | 'provinceCountry'
    | 'provinceCode'
    | 'provinceName'
    | 'cityCountry'
    | 'cityProvince'
    | 'cityCode'
    | 'cityName'
    | 'faultCategory'
    | 'faultName'
    | 'siteLanguage'
    | 'faqCategory'
    | 'faqQuestion'
    | 'faqAnswer'
    | 'troubleCategory'
    | 'troubleSymptom'
    | 'troubleSteps'
    | 'cardExpiry'
    | 'cardStatus'
    // Website content: the header navigation's tree and the prices read from a row's SKU (mock-server/db/kit/cmsSamples.ts):
    | 'navName'
    | 'navParent'
    | 'navLink'
    | 'spuOfSku'
    | 'mrpOfSku'
    | 'sellingPriceOfSku'
    | 'promoPrice'
    | 'promoStart'
    | 'promoEnd'
    | 'distinctSku'
    | 'pageSlug'
    | 'cardKind'
    | 'spuWithSku'
    | 'skuOfSpu'
    | 'coloursOfSpu'
    | 'navTabs'
    // Message templates and the SMS send log, per site and language (mock-server/db/kit/messagingSamples.ts):
    | 'messageCode'
    | 'messageName'
    | 'messageChannel'
    | 'messageScenario'
    | 'messageLanguage'
    | 'messageTitle'
    | 'messageContent'
    | 'messageVariables'
    | 'messageSampleValues'
    | 'smsSenderId'
    | 'dltTemplateId'
    | 'maskedMobile'
    | 'smsTemplateRef'
    | 'smsProvider'
    | 'sentContent'
    | 'smsFailReason'
    | 'subscriberContact'
    | 'subscribedSku'
    // The SPU of the row's SKU, or any SPU of the site for a subscription to an SPU.
    | 'subscribedSpu'
    | 'planSku'
    | 'notifyTemplateRef'
    | 'liveStart'
    | 'liveEnd'
    | 'liveProducts'
    | 'liveStatus'
    | 'pushCode'
    | 'pushTitle'
    | 'pushContent'
    | 'pushCount'
    // Moderated content of the service website: labels, reviews, replies, questions, answers (mock-server/db/kit/moderationSamples.ts):
    | 'labelTitle'
    | 'labelTitleZh'
    | 'labelType'
    | 'reviewRating'
    | 'reviewContent'
    | 'moderationStatus'
    | 'rejectReasonOf'
    | 'moderatorOf'
    | 'moderateTimeOf'
    | 'reviewLabels'
    | 'questionLabels'
    | 'replyContent'
    | 'questionContent'
    | 'answerContent'
    | 'buyerNickname'
    | 'orderNoOf'
    | 'authorOf'
    | 'helpfulVotes'
    // Service requests with a clock: the state along the flow, its history, due time and creation (mock-server/db/kit/serviceRequestSamples.ts):
    | 'repairStatus'
    | 'repairHistory'
    | 'repairDueTime'
    | 'reservationStatus'
    | 'reservationHistory'
    | 'reservationDueTime'
    | 'priceProtectionStatus'
    | 'priceProtectionHistory'
    | 'priceProtectionDueTime'
    | 'historyStart'
    // After-sales settings and claims of the service website (mock-server/db/kit/afterSalesSamples.ts):
    | 'orderBeforeClaim'
    | 'loweredPrice'
    | 'priceDropHistory';

/** How the mock makes one field's values: a realistic recipe, or one of a few domain values. */
export interface FieldSeed {
    sample?: Sample;
    /** One of these domain values (campaign names, partners, display texts), instead of free text. */
    examples?: readonly string[];
}

export interface ResourceSeed {
    /** Rows per site (or in all when the collection is not site-scoped). */
    count: number;
    /**
     * A site-scoped resource that only some markets have (pincodes are Indian): seeded for these sites only, empty
     * elsewhere until someone adds a row. Default: every site.
     */
    sites?: readonly string[];
    /** By field source; a field not named gets a value of its type. */
    fields?: Readonly<Record<string, FieldSeed>>;
    /**
     * Rows the mock computes from other collections (the stock ledger and the figures summed from it): `count` is
     * not how many there are.
     */
    computed?: boolean;
}
