import { z } from 'zod';
export * from './quote-order-states.ts';
export * from './quote-order-base.ts';
export * from './quote-order-reports.ts';
export declare const quoteOrderLine: z.ZodObject<{
    lineId: z.ZodNumber;
    position: z.ZodNumber;
    partId: z.ZodNumber;
    partName: z.ZodString;
    quoteId: z.ZodNumber;
    files: z.ZodArray<z.ZodObject<{
        fileId: z.ZodNumber;
        name: z.ZodString;
        kind: z.ZodEnum<{
            "3d": "3d";
            "2d": "2d";
        }>;
        format: z.ZodString;
        size: z.ZodNumber;
        primary: z.ZodBoolean;
        url: z.ZodString;
    }, z.core.$strip>>;
    material: z.ZodString;
    surfaceTreatments: z.ZodArray<z.ZodString>;
    heatTreatments: z.ZodArray<z.ZodString>;
    toleranceGrade: z.ZodNullable<z.ZodNumber>;
    ra: z.ZodNullable<z.ZodNumber>;
    partClass: z.ZodNullable<z.ZodString>;
    quantity: z.ZodNumber;
    unitPrice: z.ZodString;
    unitPriceWithTax: z.ZodString;
    total: z.ZodString;
    totalWithTax: z.ZodString;
    quotedUnitPrice: z.ZodString;
    leadDays: z.ZodNumber;
    configId: z.ZodNumber;
    configName: z.ZodString;
    configVersion: z.ZodNumber;
    breakdown: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        label: z.ZodString;
        amount: z.ZodString;
        formula: z.ZodOptional<z.ZodString>;
        inputs: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            value: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>;
            unit: z.ZodOptional<z.ZodString>;
            source: z.ZodEnum<{
                default: "default";
                user: "user";
                "3d": "3d";
                "2d": "2d";
            }>;
        }, z.core.$strip>>;
        params: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>>;
    }, z.core.$strip>>;
    pricing: z.ZodArray<z.ZodObject<{
        name: z.ZodString;
        value: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>;
        unit: z.ZodOptional<z.ZodString>;
        source: z.ZodEnum<{
            default: "default";
            user: "user";
            "3d": "3d";
            "2d": "2d";
        }>;
    }, z.core.$strip>>;
    reviewFlags: z.ZodArray<z.ZodObject<{
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
    }, z.core.$strip>>;
    adjustment: z.ZodNullable<z.ZodObject<{
        unitPrice: z.ZodString;
        originalUnitPrice: z.ZodString;
        reason: z.ZodString;
        by: z.ZodObject<{
            id: z.ZodNullable<z.ZodNumber>;
            name: z.ZodString;
            role: z.ZodString;
        }, z.core.$strip>;
        at: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** One entry of the timeline: every move and edit, who made it and why. */
export declare const quoteOrderEvent: z.ZodObject<{
    id: z.ZodNumber;
    action: z.ZodEnum<{
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
    from: z.ZodNullable<z.ZodEnum<{
        cancelled: "cancelled";
        draft: "draft";
        submitted: "submitted";
        quoted: "quoted";
        accepted: "accepted";
        rejected: "rejected";
        ordered: "ordered";
        expired: "expired";
    }>>;
    to: z.ZodEnum<{
        cancelled: "cancelled";
        draft: "draft";
        submitted: "submitted";
        quoted: "quoted";
        accepted: "accepted";
        rejected: "rejected";
        ordered: "ordered";
        expired: "expired";
    }>;
    by: z.ZodObject<{
        id: z.ZodNullable<z.ZodNumber>;
        name: z.ZodString;
        role: z.ZodString;
    }, z.core.$strip>;
    at: z.ZodString;
    reason: z.ZodNullable<z.ZodString>;
    detail: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>;
export declare const quoteOrder: z.ZodObject<{
    id: z.ZodNumber;
    number: z.ZodString;
    customer: z.ZodObject<{
        id: z.ZodNumber;
        username: z.ZodString;
        name: z.ZodString;
        companyName: z.ZodString;
    }, z.core.$strip>;
    status: z.ZodEnum<{
        cancelled: "cancelled";
        draft: "draft";
        submitted: "submitted";
        quoted: "quoted";
        accepted: "accepted";
        rejected: "rejected";
        ordered: "ordered";
        expired: "expired";
    }>;
    version: z.ZodNumber;
    currency: z.ZodString;
    taxRate: z.ZodString;
    lines: z.ZodArray<z.ZodObject<{
        lineId: z.ZodNumber;
        position: z.ZodNumber;
        partId: z.ZodNumber;
        partName: z.ZodString;
        quoteId: z.ZodNumber;
        files: z.ZodArray<z.ZodObject<{
            fileId: z.ZodNumber;
            name: z.ZodString;
            kind: z.ZodEnum<{
                "3d": "3d";
                "2d": "2d";
            }>;
            format: z.ZodString;
            size: z.ZodNumber;
            primary: z.ZodBoolean;
            url: z.ZodString;
        }, z.core.$strip>>;
        material: z.ZodString;
        surfaceTreatments: z.ZodArray<z.ZodString>;
        heatTreatments: z.ZodArray<z.ZodString>;
        toleranceGrade: z.ZodNullable<z.ZodNumber>;
        ra: z.ZodNullable<z.ZodNumber>;
        partClass: z.ZodNullable<z.ZodString>;
        quantity: z.ZodNumber;
        unitPrice: z.ZodString;
        unitPriceWithTax: z.ZodString;
        total: z.ZodString;
        totalWithTax: z.ZodString;
        quotedUnitPrice: z.ZodString;
        leadDays: z.ZodNumber;
        configId: z.ZodNumber;
        configName: z.ZodString;
        configVersion: z.ZodNumber;
        breakdown: z.ZodArray<z.ZodObject<{
            key: z.ZodString;
            label: z.ZodString;
            amount: z.ZodString;
            formula: z.ZodOptional<z.ZodString>;
            inputs: z.ZodArray<z.ZodObject<{
                name: z.ZodString;
                value: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>;
                unit: z.ZodOptional<z.ZodString>;
                source: z.ZodEnum<{
                    default: "default";
                    user: "user";
                    "3d": "3d";
                    "2d": "2d";
                }>;
            }, z.core.$strip>>;
            params: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>>;
        }, z.core.$strip>>;
        pricing: z.ZodArray<z.ZodObject<{
            name: z.ZodString;
            value: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>;
            unit: z.ZodOptional<z.ZodString>;
            source: z.ZodEnum<{
                default: "default";
                user: "user";
                "3d": "3d";
                "2d": "2d";
            }>;
        }, z.core.$strip>>;
        reviewFlags: z.ZodArray<z.ZodObject<{
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
        }, z.core.$strip>>;
        adjustment: z.ZodNullable<z.ZodObject<{
            unitPrice: z.ZodString;
            originalUnitPrice: z.ZodString;
            reason: z.ZodString;
            by: z.ZodObject<{
                id: z.ZodNullable<z.ZodNumber>;
                name: z.ZodString;
                role: z.ZodString;
            }, z.core.$strip>;
            at: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    total: z.ZodString;
    tax: z.ZodString;
    totalWithTax: z.ZodString;
    validUntil: z.ZodString;
    remarks: z.ZodString;
    sourceOrderId: z.ZodNullable<z.ZodNumber>;
    sourceOrderNumber: z.ZodNullable<z.ZodString>;
    actions: z.ZodArray<z.ZodEnum<{
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
    }>>;
    pendingFlags: z.ZodNumber;
    events: z.ZodArray<z.ZodObject<{
        id: z.ZodNumber;
        action: z.ZodEnum<{
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
        from: z.ZodNullable<z.ZodEnum<{
            cancelled: "cancelled";
            draft: "draft";
            submitted: "submitted";
            quoted: "quoted";
            accepted: "accepted";
            rejected: "rejected";
            ordered: "ordered";
            expired: "expired";
        }>>;
        to: z.ZodEnum<{
            cancelled: "cancelled";
            draft: "draft";
            submitted: "submitted";
            quoted: "quoted";
            accepted: "accepted";
            rejected: "rejected";
            ordered: "ordered";
            expired: "expired";
        }>;
        by: z.ZodObject<{
            id: z.ZodNullable<z.ZodNumber>;
            name: z.ZodString;
            role: z.ZodString;
        }, z.core.$strip>;
        at: z.ZodString;
        reason: z.ZodNullable<z.ZodString>;
        detail: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strip>>;
    createTime: z.ZodString;
    updateTime: z.ZodString;
}, z.core.$strip>;
export declare const orderIdParams: z.ZodObject<{
    id: z.ZodCoercedNumber<unknown>;
}, z.core.$strip>;
export declare const orderLineParams: z.ZodObject<{
    id: z.ZodCoercedNumber<unknown>;
    lineId: z.ZodCoercedNumber<unknown>;
}, z.core.$strip>;
export declare const createOrderBody: z.ZodObject<{
    partIds: z.ZodArray<z.ZodNumber>;
    remarks: z.ZodOptional<z.ZodString>;
    reprice: z.ZodOptional<z.ZodBoolean>;
}, z.core.$strip>;
export declare const moveBody: z.ZodObject<{
    action: z.ZodEnum<{
        cancel: "cancel";
        submit: "submit";
        quote: "quote";
        order: "order";
        accept: "accept";
        reject: "reject";
    }>;
    version: z.ZodNumber;
    reason: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const adjustBody: z.ZodObject<{
    version: z.ZodNumber;
    unitPrice: z.ZodString;
    reason: z.ZodString;
}, z.core.$strip>;
export declare const clearFlagsBody: z.ZodObject<{
    version: z.ZodNumber;
    codes: z.ZodOptional<z.ZodArray<z.ZodEnum<{
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
    }>>>;
    reason: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const remarksBody: z.ZodObject<{
    version: z.ZodNumber;
    remarks: z.ZodString;
}, z.core.$strip>;
export declare const orderListQuery: z.ZodObject<{
    pageIndex: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    pageSize: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    keyword: z.ZodOptional<z.ZodString>;
    status: z.ZodOptional<z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>, z.ZodArray<z.ZodEnum<{
        cancelled: "cancelled";
        draft: "draft";
        submitted: "submitted";
        quoted: "quoted";
        accepted: "accepted";
        rejected: "rejected";
        ordered: "ordered";
        expired: "expired";
    }>>>>;
    from: z.ZodOptional<z.ZodString>;
    to: z.ZodOptional<z.ZodString>;
    customerId: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    sort: z.ZodDefault<z.ZodEnum<{
        number: "number";
        status: "status";
        updateTime: "updateTime";
        totalWithTax: "totalWithTax";
        createTime: "createTime";
        validUntil: "validUntil";
    }>>;
    order: z.ZodDefault<z.ZodEnum<{
        desc: "desc";
        asc: "asc";
    }>>;
    tzOffset: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
}, z.core.$strip>;
export declare const batchDownloadQuery: z.ZodObject<{
    ids: z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<number[], string>>, z.ZodArray<z.ZodNumber>>;
}, z.core.$strip>;
export declare const quoteOrderRow: z.ZodObject<{
    id: z.ZodNumber;
    number: z.ZodString;
    status: z.ZodEnum<{
        cancelled: "cancelled";
        draft: "draft";
        submitted: "submitted";
        quoted: "quoted";
        accepted: "accepted";
        rejected: "rejected";
        ordered: "ordered";
        expired: "expired";
    }>;
    version: z.ZodNumber;
    customer: z.ZodObject<{
        id: z.ZodNumber;
        username: z.ZodString;
        name: z.ZodString;
        companyName: z.ZodString;
    }, z.core.$strip>;
    currency: z.ZodString;
    lineCount: z.ZodNumber;
    partNames: z.ZodArray<z.ZodString>;
    total: z.ZodString;
    totalWithTax: z.ZodString;
    adjusted: z.ZodBoolean;
    validUntil: z.ZodString;
    actions: z.ZodArray<z.ZodEnum<{
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
    }>>;
    createTime: z.ZodString;
    updateTime: z.ZodString;
}, z.core.$strip>;
export type QuoteOrderLine = z.infer<typeof quoteOrderLine>;
export type QuoteOrderEvent = z.infer<typeof quoteOrderEvent>;
export type QuoteOrder = z.infer<typeof quoteOrder>;
export type CreateOrderInput = z.infer<typeof createOrderBody>;
export type MoveInput = z.infer<typeof moveBody>;
export type AdjustInput = z.infer<typeof adjustBody>;
export type ClearFlagsInput = z.infer<typeof clearFlagsBody>;
export type RemarksInput = z.infer<typeof remarksBody>;
export type OrderListQuery = z.infer<typeof orderListQuery>;
export type QuoteOrderRow = z.infer<typeof quoteOrderRow>;
