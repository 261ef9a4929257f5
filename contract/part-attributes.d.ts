import { z } from 'zod';
export declare const attributeFields: {
    material: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    quantity: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    surfaceTreatments: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    heatTreatments: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    toleranceGrade: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    tightFeatureCount: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    ra: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    setups: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    machine: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    programmingTier: z.ZodOptional<z.ZodNullable<z.ZodEnum<{
        medium: "medium";
        simple: "simple";
        complex: "complex";
    }>>>;
    expedite: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    drilledHoles: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    reamedHoles: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    threads: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        size: z.ZodString;
        count: z.ZodNumber;
    }, z.core.$strip>>>>;
};
export declare const attributesSchema: z.ZodObject<{
    material: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    quantity: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    surfaceTreatments: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    heatTreatments: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    toleranceGrade: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    tightFeatureCount: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    ra: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    setups: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    machine: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    programmingTier: z.ZodOptional<z.ZodNullable<z.ZodEnum<{
        medium: "medium";
        simple: "simple";
        complex: "complex";
    }>>>;
    expedite: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    drilledHoles: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    reamedHoles: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    threads: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        size: z.ZodString;
        count: z.ZodNumber;
    }, z.core.$strip>>>>;
}, z.core.$strip>;
export type Attributes = z.infer<typeof attributesSchema>;
export declare const repriceBody: z.ZodObject<{
    material: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    quantity: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    surfaceTreatments: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    heatTreatments: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodString>>>;
    toleranceGrade: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    tightFeatureCount: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    ra: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    setups: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    machine: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    programmingTier: z.ZodOptional<z.ZodNullable<z.ZodEnum<{
        medium: "medium";
        simple: "simple";
        complex: "complex";
    }>>>;
    expedite: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    drilledHoles: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    reamedHoles: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    threads: z.ZodOptional<z.ZodNullable<z.ZodArray<z.ZodObject<{
        size: z.ZodString;
        count: z.ZodNumber;
    }, z.core.$strip>>>>;
    useLatestConfig: z.ZodOptional<z.ZodBoolean>;
    configId: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
export type RepriceInput = z.infer<typeof repriceBody>;
/** Multipart text fields of the upload (all strings on the wire). */
export declare const uploadFields: z.ZodObject<{
    chatRecordId: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    name: z.ZodOptional<z.ZodString>;
    configId: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    units: z.ZodOptional<z.ZodEnum<{
        mm: "mm";
        um: "um";
        cm: "cm";
        m: "m";
        inch: "inch";
        ft: "ft";
    }>>;
    material: z.ZodOptional<z.ZodString>;
    quantity: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    surfaceTreatments: z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>>;
    heatTreatments: z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodTransform<string[], string>>>;
    toleranceGrade: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
    ra: z.ZodOptional<z.ZodCoercedNumber<unknown>>;
}, z.core.$strip>;
/** A named choice of a part attribute (material, treatment). */
export interface Choice {
    key: string;
    name: string;
}
/** GET /api/cnc/partcosts/options: the choices of the default configuration, without cost figures. */
export interface PricingOptions {
    currency: string;
    defaultMaterial: string;
    materials: Choice[];
    surfaceTreatments: Choice[];
    heatTreatments: Choice[];
    toleranceGrades: number[];
    raValues: number[];
}
