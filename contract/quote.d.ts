import { z } from 'zod';
/** Where a pricing input came from; shown as a badge (3D / 2D / you / default). */
export declare const inputSource: z.ZodEnum<{
    default: "default";
    user: "user";
    "3d": "3d";
    "2d": "2d";
}>;
/** One formula input with its provenance. */
export declare const pricedInput: z.ZodObject<{
    name: z.ZodString;
    value: z.ZodUnion<readonly [z.ZodString, z.ZodNumber, z.ZodBoolean]>;
    unit: z.ZodOptional<z.ZodString>;
    source: z.ZodEnum<{
        default: "default";
        user: "user";
        "3d": "3d";
        "2d": "2d";
    }>;
}, z.core.$strip>;
/**
 * The parameters of a message that is worded when read, in the reader's language: stored quotes and
 * analyses keep codes and these, never sentences.
 */
export declare const messageParams: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
/** A cost line per piece, ex-VAT, with how it was computed. */
export declare const breakdownLine: z.ZodObject<{
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
}, z.core.$strip>;
/** The price at another quantity. */
export declare const quantityBreak: z.ZodObject<{
    quantity: z.ZodNumber;
    unitPrice: z.ZodString;
    unitPriceWithTax: z.ZodString;
    total: z.ZodString;
    totalWithTax: z.ZodString;
}, z.core.$strip>;
export declare const reviewFlagCode: z.ZodEnum<{
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
/** A reason a person must look at the quote before it is sent: its code and the parameters of its message. */
export declare const reviewFlag: z.ZodObject<{
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
}, z.core.$strip>;
/** A review flag as answered: worded in the caller's language. */
export declare const shownReviewFlag: z.ZodObject<{
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
}, z.core.$strip>;
/** A manufacturability advisory on the model, worded in the caller's language; `review` ones also hold the price (as review flags). */
export declare const geometryWarning: z.ZodObject<{
    code: z.ZodString;
    severity: z.ZodEnum<{
        info: "info";
        review: "review";
        warning: "warning";
    }>;
    message: z.ZodString;
}, z.core.$strip>;
/** What the engine answers: money as decimal strings with 2 decimals; amounts null when unpriced. */
export declare const quoteBreakdown: z.ZodObject<{
    priced: z.ZodBoolean;
    currency: z.ZodString;
    quantity: z.ZodNumber;
    unitCost: z.ZodNullable<z.ZodString>;
    unitPrice: z.ZodNullable<z.ZodString>;
    unitPriceWithTax: z.ZodNullable<z.ZodString>;
    total: z.ZodNullable<z.ZodString>;
    totalWithTax: z.ZodNullable<z.ZodString>;
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
    adjustments: z.ZodArray<z.ZodObject<{
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
    quantityBreaks: z.ZodArray<z.ZodObject<{
        quantity: z.ZodNumber;
        unitPrice: z.ZodString;
        unitPriceWithTax: z.ZodString;
        total: z.ZodString;
        totalWithTax: z.ZodString;
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
    }, z.core.$strip>>;
    complete: z.ZodBoolean;
    leadDays: z.ZodNumber;
    priceTableDate: z.ZodString;
    validityDays: z.ZodNumber;
}, z.core.$strip>;
/** A part's latest quote as the API answers it: the breakdown plus its identity and configuration. */
export declare const partQuote: z.ZodObject<{
    priced: z.ZodBoolean;
    currency: z.ZodString;
    quantity: z.ZodNumber;
    unitPrice: z.ZodNullable<z.ZodString>;
    unitPriceWithTax: z.ZodNullable<z.ZodString>;
    total: z.ZodNullable<z.ZodString>;
    totalWithTax: z.ZodNullable<z.ZodString>;
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
    quantityBreaks: z.ZodArray<z.ZodObject<{
        quantity: z.ZodNumber;
        unitPrice: z.ZodString;
        unitPriceWithTax: z.ZodString;
        total: z.ZodString;
        totalWithTax: z.ZodString;
    }, z.core.$strip>>;
    complete: z.ZodBoolean;
    leadDays: z.ZodNumber;
    priceTableDate: z.ZodString;
    validityDays: z.ZodNumber;
    unitCost: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    adjustments: z.ZodArray<z.ZodObject<{
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
    quoteId: z.ZodNumber;
    material: z.ZodString;
    configId: z.ZodNumber;
    configName: z.ZodString;
    configVersion: z.ZodNumber;
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
    }, z.core.$strip>>;
    overrides: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    pricedAt: z.ZodString;
}, z.core.$strip>;
export declare const analysisStatus: z.ZodEnum<{
    done: "done";
    running: "running";
    failed: "failed";
    pending: "pending";
}>;
/** A stored upload of a part; `url` is relative to the API base and needs the session's token. */
export declare const partFile: z.ZodObject<{
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
}, z.core.$strip>;
/** A box in drawing coordinates (PDF: points, top-left origin of the displayed page; DXF: drawing units; PNG/JPEG: pixels). */
export declare const textBox: z.ZodObject<{
    x: z.ZodNumber;
    y: z.ZodNumber;
    width: z.ZodNumber;
    height: z.ZodNumber;
}, z.core.$strip>;
/** Something read from a drawing, with where it stands so both viewers can highlight it. */
export declare const drawingFinding: z.ZodObject<{
    field: z.ZodString;
    raw: z.ZodOptional<z.ZodString>;
    page: z.ZodOptional<z.ZodNumber>;
    box: z.ZodOptional<z.ZodObject<{
        x: z.ZodNumber;
        y: z.ZodNumber;
        width: z.ZodNumber;
        height: z.ZodNumber;
    }, z.core.$strip>>;
    source: z.ZodOptional<z.ZodString>;
    confidence: z.ZodOptional<z.ZodNumber>;
    check: z.ZodOptional<z.ZodBoolean>;
}, z.core.$loose>;
/** The analysed drawing of a part. */
export declare const partDrawing: z.ZodObject<{
    fileId: z.ZodNullable<z.ZodNumber>;
    format: z.ZodString;
    hasText: z.ZodBoolean;
    needsOcr: z.ZodBoolean;
    pages: z.ZodNumber;
    space: z.ZodEnum<{
        none: "none";
        "pdf-points": "pdf-points";
        "dxf-units": "dxf-units";
        "image-pixels": "image-pixels";
    }>;
    findings: z.ZodArray<z.ZodObject<{
        field: z.ZodString;
        raw: z.ZodOptional<z.ZodString>;
        page: z.ZodOptional<z.ZodNumber>;
        box: z.ZodOptional<z.ZodObject<{
            x: z.ZodNumber;
            y: z.ZodNumber;
            width: z.ZodNumber;
            height: z.ZodNumber;
        }, z.core.$strip>>;
        source: z.ZodOptional<z.ZodString>;
        confidence: z.ZodOptional<z.ZodNumber>;
        check: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$loose>>;
    summary: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>;
/** A part as GET /part/{partId}, re-price and commands answer it. */
export declare const part: z.ZodObject<{
    partId: z.ZodNumber;
    taskId: z.ZodString;
    chatRecordId: z.ZodNumber;
    name: z.ZodString;
    status: z.ZodEnum<{
        done: "done";
        running: "running";
        failed: "failed";
        pending: "pending";
    }>;
    error: z.ZodNullable<z.ZodString>;
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
    geometry: z.ZodNullable<z.ZodObject<{
        warnings: z.ZodOptional<z.ZodArray<z.ZodObject<{
            code: z.ZodString;
            severity: z.ZodEnum<{
                info: "info";
                review: "review";
                warning: "warning";
            }>;
            message: z.ZodString;
        }, z.core.$strip>>>;
        features: z.ZodOptional<z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            kind: z.ZodEnum<{
                hole: "hole";
                thread: "thread";
                pocket: "pocket";
                slot: "slot";
                keyway: "keyway";
                step: "step";
                "through-profile": "through-profile";
                chamfer: "chamfer";
                fillet: "fillet";
                "turned-diameter": "turned-diameter";
                groove: "groove";
                face: "face";
            }>;
            faces: z.ZodArray<z.ZodNumber>;
            access: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber, z.ZodNumber], null>>;
            diameter: z.ZodOptional<z.ZodNumber>;
            width: z.ZodOptional<z.ZodNumber>;
            length: z.ZodOptional<z.ZodNumber>;
            depth: z.ZodOptional<z.ZodNumber>;
            open: z.ZodOptional<z.ZodBoolean>;
            cornerRadius: z.ZodOptional<z.ZodNumber>;
            size: z.ZodOptional<z.ZodNumber>;
            thread: z.ZodOptional<z.ZodString>;
            through: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$strip>>>;
    }, z.core.$loose>>;
    drawing: z.ZodNullable<z.ZodObject<{
        fileId: z.ZodNullable<z.ZodNumber>;
        format: z.ZodString;
        hasText: z.ZodBoolean;
        needsOcr: z.ZodBoolean;
        pages: z.ZodNumber;
        space: z.ZodEnum<{
            none: "none";
            "pdf-points": "pdf-points";
            "dxf-units": "dxf-units";
            "image-pixels": "image-pixels";
        }>;
        findings: z.ZodArray<z.ZodObject<{
            field: z.ZodString;
            raw: z.ZodOptional<z.ZodString>;
            page: z.ZodOptional<z.ZodNumber>;
            box: z.ZodOptional<z.ZodObject<{
                x: z.ZodNumber;
                y: z.ZodNumber;
                width: z.ZodNumber;
                height: z.ZodNumber;
            }, z.core.$strip>>;
            source: z.ZodOptional<z.ZodString>;
            confidence: z.ZodOptional<z.ZodNumber>;
            check: z.ZodOptional<z.ZodBoolean>;
        }, z.core.$loose>>;
        summary: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strip>>;
    attributes: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    quote: z.ZodNullable<z.ZodObject<{
        priced: z.ZodBoolean;
        currency: z.ZodString;
        quantity: z.ZodNumber;
        unitPrice: z.ZodNullable<z.ZodString>;
        unitPriceWithTax: z.ZodNullable<z.ZodString>;
        total: z.ZodNullable<z.ZodString>;
        totalWithTax: z.ZodNullable<z.ZodString>;
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
        quantityBreaks: z.ZodArray<z.ZodObject<{
            quantity: z.ZodNumber;
            unitPrice: z.ZodString;
            unitPriceWithTax: z.ZodString;
            total: z.ZodString;
            totalWithTax: z.ZodString;
        }, z.core.$strip>>;
        complete: z.ZodBoolean;
        leadDays: z.ZodNumber;
        priceTableDate: z.ZodString;
        validityDays: z.ZodNumber;
        unitCost: z.ZodOptional<z.ZodNullable<z.ZodString>>;
        adjustments: z.ZodArray<z.ZodObject<{
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
        quoteId: z.ZodNumber;
        material: z.ZodString;
        configId: z.ZodNumber;
        configName: z.ZodString;
        configVersion: z.ZodNumber;
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
        }, z.core.$strip>>;
        overrides: z.ZodRecord<z.ZodString, z.ZodUnknown>;
        pricedAt: z.ZodString;
    }, z.core.$strip>>;
    createTime: z.ZodString;
}, z.core.$strip>;
export type InputSource = z.infer<typeof inputSource>;
export type PricedInput = z.infer<typeof pricedInput>;
export type BreakdownLine = z.infer<typeof breakdownLine>;
export type QuantityBreak = z.infer<typeof quantityBreak>;
export type ReviewFlagCode = z.infer<typeof reviewFlagCode>;
export type ReviewFlag = z.infer<typeof reviewFlag>;
export type ShownReviewFlag = z.infer<typeof shownReviewFlag>;
export type GeometryWarning = z.infer<typeof geometryWarning>;
export type MessageParams = z.infer<typeof messageParams>;
export type QuoteBreakdown = z.infer<typeof quoteBreakdown>;
export type PartQuote = z.infer<typeof partQuote>;
export type AnalysisStatus = z.infer<typeof analysisStatus>;
export type PartFile = z.infer<typeof partFile>;
export type DrawingFinding = z.infer<typeof drawingFinding>;
export type PartDrawing = z.infer<typeof partDrawing>;
export type Part = z.infer<typeof part>;
