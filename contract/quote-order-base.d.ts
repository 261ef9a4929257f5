import { z } from 'zod';
export declare const moneyText: z.ZodString;
export declare const isoTime: z.ZodString;
export declare const rowId: z.ZodNumber;
export declare const quoteOrderStatus: z.ZodEnum<{
    cancelled: "cancelled";
    draft: "draft";
    submitted: "submitted";
    quoted: "quoted";
    accepted: "accepted";
    rejected: "rejected";
    ordered: "ordered";
    expired: "expired";
}>;
export declare const quoteOrderMoveAction: z.ZodEnum<{
    cancel: "cancel";
    submit: "submit";
    quote: "quote";
    order: "order";
    accept: "accept";
    reject: "reject";
}>;
export declare const quoteOrderEventAction: z.ZodEnum<{
    cancel: "cancel";
    submit: "submit";
    adjust: "adjust";
    quote: "quote";
    order: "order";
    accept: "accept";
    reject: "reject";
    clearFlags: "clearFlags";
    remarks: "remarks";
    create: "create";
    requote: "requote";
    expire: "expire";
}>;
export declare const quoteOrderAction: z.ZodEnum<{
    cancel: "cancel";
    submit: "submit";
    adjust: "adjust";
    quote: "quote";
    order: "order";
    accept: "accept";
    reject: "reject";
    clearFlags: "clearFlags";
    remarks: "remarks";
    requote: "requote";
}>;
export declare const quoteOrderActor: z.ZodEnum<{
    owner: "owner";
    staff: "staff";
}>;
/** A price as typed by a reviewer: up to 2 decimals, above zero. */
export declare const priceInput: z.ZodString;
export declare const reasonText: z.ZodString;
export declare const remarksText: z.ZodString;
/** The order version the writer read; a stale one answers 409 and changes nothing. */
export declare const versionField: z.ZodNumber;
/** The customer an order belongs to. */
export declare const orderCustomer: z.ZodObject<{
    id: z.ZodNumber;
    username: z.ZodString;
    name: z.ZodString;
    companyName: z.ZodString;
}, z.core.$strip>;
/** Someone who acted on an order; null `id` for the server itself (the expiry sweep). */
export declare const orderActor: z.ZodObject<{
    id: z.ZodNullable<z.ZodNumber>;
    name: z.ZodString;
    role: z.ZodString;
}, z.core.$strip>;
/** A review flag frozen from the quote, and whether a reviewer has cleared it. */
export declare const orderReviewFlag: z.ZodObject<{
    code: z.ZodEnum<{
        "missing-3d": "missing-3d";
        "missing-2d": "missing-2d";
        "unknown-material": "unknown-material";
        "tolerance-it5": "tolerance-it5";
        "ra-fine": "ra-fine";
        "price-above-threshold": "price-above-threshold";
        "treatment-unknown": "treatment-unknown";
        "treatment-incompatible": "treatment-incompatible";
        geometry: "geometry";
        "no-text-layer": "no-text-layer";
        "ocr-check": "ocr-check";
    }>;
    params: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>>;
    message: z.ZodString;
    label: z.ZodString;
    cleared: z.ZodBoolean;
    clearedBy: z.ZodNullable<z.ZodObject<{
        id: z.ZodNullable<z.ZodNumber>;
        name: z.ZodString;
        role: z.ZodString;
    }, z.core.$strip>>;
    clearedAt: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
/** A reviewer's change of a line's unit price; shown as its own breakdown line too. */
export declare const lineAdjustment: z.ZodObject<{
    unitPrice: z.ZodString;
    originalUnitPrice: z.ZodString;
    reason: z.ZodString;
    by: z.ZodObject<{
        id: z.ZodNullable<z.ZodNumber>;
        name: z.ZodString;
        role: z.ZodString;
    }, z.core.$strip>;
    at: z.ZodString;
}, z.core.$strip>;
/** The caller's zone for day boundaries of date filters and periods. */
export declare const tzOffsetField: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
export declare const isoDate: z.ZodString;
export declare const idList: (min: number, max: number) => z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<number[], string>>, z.ZodArray<z.ZodNumber>>;
export type OrderCustomer = z.infer<typeof orderCustomer>;
export type OrderActor = z.infer<typeof orderActor>;
export type OrderReviewFlag = z.infer<typeof orderReviewFlag>;
export type LineAdjustment = z.infer<typeof lineAdjustment>;
