import { z } from 'zod';
export declare const compareQuery: z.ZodObject<{
    ids: z.ZodOptional<z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<number[], string>>, z.ZodArray<z.ZodNumber>>>;
    quoteIds: z.ZodOptional<z.ZodPipe<z.ZodPipe<z.ZodString, z.ZodTransform<number[], string>>, z.ZodArray<z.ZodNumber>>>;
}, z.core.$strip>;
export declare const productQuery: z.ZodObject<{
    pageIndex: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    pageSize: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    keyword: z.ZodOptional<z.ZodString>;
    customerId: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
}, z.core.$strip>;
export declare const statisticsQuery: z.ZodObject<{
    from: z.ZodOptional<z.ZodString>;
    to: z.ZodOptional<z.ZodString>;
    period: z.ZodDefault<z.ZodEnum<{
        month: "month";
        week: "week";
        day: "day";
    }>>;
    customerId: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    tzOffset: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
}, z.core.$strip>;
export declare const compareField: z.ZodEnum<{
    ra: "ra";
    material: "material";
    config: "config";
    quantity: "quantity";
    toleranceGrade: "toleranceGrade";
    surfaceTreatments: "surfaceTreatments";
    heatTreatments: "heatTreatments";
    inputs: "inputs";
    adjustment: "adjustment";
    presence: "presence";
}>;
export declare const compareColumn: z.ZodObject<{
    kind: z.ZodEnum<{
        quote: "quote";
        order: "order";
    }>;
    id: z.ZodNumber;
    label: z.ZodString;
    status: z.ZodNullable<z.ZodEnum<{
        cancelled: "cancelled";
        draft: "draft";
        submitted: "submitted";
        quoted: "quoted";
        accepted: "accepted";
        rejected: "rejected";
        ordered: "ordered";
        expired: "expired";
    }>>;
    currency: z.ZodString;
    total: z.ZodString;
    totalWithTax: z.ZodString;
    delta: z.ZodString;
    createTime: z.ZodString;
}, z.core.$strip>;
export declare const compareCell: z.ZodObject<{
    lineId: z.ZodNullable<z.ZodNumber>;
    quoteId: z.ZodNumber;
    material: z.ZodString;
    surfaceTreatments: z.ZodArray<z.ZodString>;
    heatTreatments: z.ZodArray<z.ZodString>;
    toleranceGrade: z.ZodNullable<z.ZodNumber>;
    ra: z.ZodNullable<z.ZodNumber>;
    quantity: z.ZodNumber;
    configId: z.ZodNumber;
    configName: z.ZodString;
    configVersion: z.ZodNumber;
    unitPrice: z.ZodString;
    total: z.ZodString;
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
}, z.core.$strip>;
export declare const compareRow: z.ZodObject<{
    partKey: z.ZodString;
    partName: z.ZodString;
    cells: z.ZodArray<z.ZodNullable<z.ZodObject<{
        lineId: z.ZodNullable<z.ZodNumber>;
        quoteId: z.ZodNumber;
        material: z.ZodString;
        surfaceTreatments: z.ZodArray<z.ZodString>;
        heatTreatments: z.ZodArray<z.ZodString>;
        toleranceGrade: z.ZodNullable<z.ZodNumber>;
        ra: z.ZodNullable<z.ZodNumber>;
        quantity: z.ZodNumber;
        configId: z.ZodNumber;
        configName: z.ZodString;
        configVersion: z.ZodNumber;
        unitPrice: z.ZodString;
        total: z.ZodString;
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
    }, z.core.$strip>>>;
    differs: z.ZodArray<z.ZodEnum<{
        ra: "ra";
        material: "material";
        config: "config";
        quantity: "quantity";
        toleranceGrade: "toleranceGrade";
        surfaceTreatments: "surfaceTreatments";
        heatTreatments: "heatTreatments";
        inputs: "inputs";
        adjustment: "adjustment";
        presence: "presence";
    }>>;
    differingInputs: z.ZodArray<z.ZodString>;
    deltas: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
/** Why a column's total differs from the first: the lines that moved it, and what changed on them. */
export declare const compareAttribution: z.ZodObject<{
    column: z.ZodNumber;
    delta: z.ZodString;
    lines: z.ZodArray<z.ZodObject<{
        partKey: z.ZodString;
        partName: z.ZodString;
        delta: z.ZodString;
        causes: z.ZodArray<z.ZodEnum<{
            ra: "ra";
            material: "material";
            config: "config";
            quantity: "quantity";
            toleranceGrade: "toleranceGrade";
            surfaceTreatments: "surfaceTreatments";
            heatTreatments: "heatTreatments";
            inputs: "inputs";
            adjustment: "adjustment";
            presence: "presence";
        }>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const comparison: z.ZodObject<{
    columns: z.ZodArray<z.ZodObject<{
        kind: z.ZodEnum<{
            quote: "quote";
            order: "order";
        }>;
        id: z.ZodNumber;
        label: z.ZodString;
        status: z.ZodNullable<z.ZodEnum<{
            cancelled: "cancelled";
            draft: "draft";
            submitted: "submitted";
            quoted: "quoted";
            accepted: "accepted";
            rejected: "rejected";
            ordered: "ordered";
            expired: "expired";
        }>>;
        currency: z.ZodString;
        total: z.ZodString;
        totalWithTax: z.ZodString;
        delta: z.ZodString;
        createTime: z.ZodString;
    }, z.core.$strip>>;
    rows: z.ZodArray<z.ZodObject<{
        partKey: z.ZodString;
        partName: z.ZodString;
        cells: z.ZodArray<z.ZodNullable<z.ZodObject<{
            lineId: z.ZodNullable<z.ZodNumber>;
            quoteId: z.ZodNumber;
            material: z.ZodString;
            surfaceTreatments: z.ZodArray<z.ZodString>;
            heatTreatments: z.ZodArray<z.ZodString>;
            toleranceGrade: z.ZodNullable<z.ZodNumber>;
            ra: z.ZodNullable<z.ZodNumber>;
            quantity: z.ZodNumber;
            configId: z.ZodNumber;
            configName: z.ZodString;
            configVersion: z.ZodNumber;
            unitPrice: z.ZodString;
            total: z.ZodString;
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
        }, z.core.$strip>>>;
        differs: z.ZodArray<z.ZodEnum<{
            ra: "ra";
            material: "material";
            config: "config";
            quantity: "quantity";
            toleranceGrade: "toleranceGrade";
            surfaceTreatments: "surfaceTreatments";
            heatTreatments: "heatTreatments";
            inputs: "inputs";
            adjustment: "adjustment";
            presence: "presence";
        }>>;
        differingInputs: z.ZodArray<z.ZodString>;
        deltas: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    attribution: z.ZodArray<z.ZodObject<{
        column: z.ZodNumber;
        delta: z.ZodString;
        lines: z.ZodArray<z.ZodObject<{
            partKey: z.ZodString;
            partName: z.ZodString;
            delta: z.ZodString;
            causes: z.ZodArray<z.ZodEnum<{
                ra: "ra";
                material: "material";
                config: "config";
                quantity: "quantity";
                toleranceGrade: "toleranceGrade";
                surfaceTreatments: "surfaceTreatments";
                heatTreatments: "heatTreatments";
                inputs: "inputs";
                adjustment: "adjustment";
                presence: "presence";
            }>>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const productQuote: z.ZodObject<{
    quoteId: z.ZodNumber;
    partId: z.ZodNumber;
    pricedAt: z.ZodString;
    material: z.ZodString;
    quantity: z.ZodNumber;
    unitPrice: z.ZodNullable<z.ZodString>;
    total: z.ZodNullable<z.ZodString>;
    configName: z.ZodString;
    configVersion: z.ZodNumber;
}, z.core.$strip>;
export declare const productOrderRef: z.ZodObject<{
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
    unitPrice: z.ZodString;
    quantity: z.ZodNumber;
    createTime: z.ZodString;
}, z.core.$strip>;
/** One part a customer has quoted; uploads of the same files count as one part. */
export declare const productRow: z.ZodObject<{
    partKey: z.ZodString;
    partId: z.ZodNumber;
    partIds: z.ZodArray<z.ZodNumber>;
    name: z.ZodString;
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
    customer: z.ZodObject<{
        id: z.ZodNumber;
        username: z.ZodString;
        name: z.ZodString;
        companyName: z.ZodString;
    }, z.core.$strip>;
    currency: z.ZodString;
    material: z.ZodString;
    quantity: z.ZodNumber;
    lastUnitPrice: z.ZodNullable<z.ZodString>;
    lastUnitPriceWithTax: z.ZodNullable<z.ZodString>;
    lastQuotedAt: z.ZodString;
    lastOrderedUnitPrice: z.ZodNullable<z.ZodString>;
    quoteCount: z.ZodNumber;
    quotes: z.ZodArray<z.ZodObject<{
        quoteId: z.ZodNumber;
        partId: z.ZodNumber;
        pricedAt: z.ZodString;
        material: z.ZodString;
        quantity: z.ZodNumber;
        unitPrice: z.ZodNullable<z.ZodString>;
        total: z.ZodNullable<z.ZodString>;
        configName: z.ZodString;
        configVersion: z.ZodNumber;
    }, z.core.$strip>>;
    orders: z.ZodArray<z.ZodObject<{
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
        unitPrice: z.ZodString;
        quantity: z.ZodNumber;
        createTime: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const statPeriod: z.ZodObject<{
    period: z.ZodString;
    quotes: z.ZodNumber;
    orders: z.ZodNumber;
    ordered: z.ZodNumber;
    orderedTotal: z.ZodString;
    conversionRate: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>;
export declare const statGroup: z.ZodObject<{
    key: z.ZodString;
    lines: z.ZodNumber;
    quantity: z.ZodNumber;
    averageUnitPrice: z.ZodString;
}, z.core.$strip>;
export declare const pricePoint: z.ZodObject<{
    quantity: z.ZodNumber;
    unitPrice: z.ZodString;
    material: z.ZodString;
    partClass: z.ZodNullable<z.ZodString>;
    orderId: z.ZodNumber;
    number: z.ZodString;
}, z.core.$strip>;
export declare const statAdjustment: z.ZodObject<{
    orderId: z.ZodNumber;
    number: z.ZodString;
    lineId: z.ZodNumber;
    partName: z.ZodString;
    customer: z.ZodObject<{
        id: z.ZodNumber;
        username: z.ZodString;
        name: z.ZodString;
        companyName: z.ZodString;
    }, z.core.$strip>;
    originalUnitPrice: z.ZodString;
    unitPrice: z.ZodString;
    delta: z.ZodString;
    reason: z.ZodString;
    by: z.ZodObject<{
        id: z.ZodNullable<z.ZodNumber>;
        name: z.ZodString;
        role: z.ZodString;
    }, z.core.$strip>;
    at: z.ZodString;
}, z.core.$strip>;
export declare const statistics: z.ZodObject<{
    from: z.ZodString;
    to: z.ZodString;
    period: z.ZodEnum<{
        month: "month";
        week: "week";
        day: "day";
    }>;
    currency: z.ZodString;
    totals: z.ZodObject<{
        ordered: z.ZodNumber;
        quotes: z.ZodNumber;
        orders: z.ZodNumber;
        orderedTotal: z.ZodString;
        conversionRate: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>;
    periods: z.ZodArray<z.ZodObject<{
        period: z.ZodString;
        quotes: z.ZodNumber;
        orders: z.ZodNumber;
        ordered: z.ZodNumber;
        orderedTotal: z.ZodString;
        conversionRate: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>;
    byMaterial: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        lines: z.ZodNumber;
        quantity: z.ZodNumber;
        averageUnitPrice: z.ZodString;
    }, z.core.$strip>>;
    byPartClass: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        lines: z.ZodNumber;
        quantity: z.ZodNumber;
        averageUnitPrice: z.ZodString;
    }, z.core.$strip>>;
    pricePoints: z.ZodArray<z.ZodObject<{
        quantity: z.ZodNumber;
        unitPrice: z.ZodString;
        material: z.ZodString;
        partClass: z.ZodNullable<z.ZodString>;
        orderId: z.ZodNumber;
        number: z.ZodString;
    }, z.core.$strip>>;
    adjustments: z.ZodArray<z.ZodObject<{
        orderId: z.ZodNumber;
        number: z.ZodString;
        lineId: z.ZodNumber;
        partName: z.ZodString;
        customer: z.ZodObject<{
            id: z.ZodNumber;
            username: z.ZodString;
            name: z.ZodString;
            companyName: z.ZodString;
        }, z.core.$strip>;
        originalUnitPrice: z.ZodString;
        unitPrice: z.ZodString;
        delta: z.ZodString;
        reason: z.ZodString;
        by: z.ZodObject<{
            id: z.ZodNullable<z.ZodNumber>;
            name: z.ZodString;
            role: z.ZodString;
        }, z.core.$strip>;
        at: z.ZodString;
    }, z.core.$strip>>;
    customers: z.ZodArray<z.ZodObject<{
        id: z.ZodNumber;
        username: z.ZodString;
        name: z.ZodString;
        companyName: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type CompareQuery = z.infer<typeof compareQuery>;
export type ProductQuery = z.infer<typeof productQuery>;
export type StatisticsQuery = z.infer<typeof statisticsQuery>;
export type CompareField = z.infer<typeof compareField>;
export type CompareColumn = z.infer<typeof compareColumn>;
export type CompareCell = z.infer<typeof compareCell>;
export type CompareRow = z.infer<typeof compareRow>;
export type CompareAttribution = z.infer<typeof compareAttribution>;
export type Comparison = z.infer<typeof comparison>;
export type ProductQuote = z.infer<typeof productQuote>;
export type ProductOrderRef = z.infer<typeof productOrderRef>;
export type ProductRow = z.infer<typeof productRow>;
export type StatPeriod = z.infer<typeof statPeriod>;
export type StatGroup = z.infer<typeof statGroup>;
export type PricePoint = z.infer<typeof pricePoint>;
export type StatAdjustment = z.infer<typeof statAdjustment>;
export type Statistics = z.infer<typeof statistics>;
