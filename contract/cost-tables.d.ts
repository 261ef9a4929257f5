import { z } from 'zod';
export declare const COST_TABLE_NAMES: readonly ["materials", "machines", "processes", "surface-treatments", "heat-treatments", "pmi-tolerance", "pmi-roughness", "blank-rules", "other-costs"];
export type CostTableName = (typeof COST_TABLE_NAMES)[number];
/** A row's key: entered when adding, fixed afterwards. */
export declare const costKey: z.ZodString;
/** Bodies of create and update (update takes any subset of the fields), in the forms' order. */
export declare const COST_ROW_BODIES: {
    materials: z.ZodObject<{
        key: z.ZodString;
        name: z.ZodOptional<z.ZodString>;
        aliases: z.ZodOptional<z.ZodArray<z.ZodString>>;
        class: z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>;
        density: z.ZodNumber;
        priceKg: z.ZodNumber;
        mrr: z.ZodNumber;
    }, z.core.$strip>;
    machines: z.ZodObject<{
        key: z.ZodString;
        rate: z.ZodNumber;
        setupMin: z.ZodNumber;
        factor: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>;
    /** Feature minutes are fixed keys; finishing rates (keyed by Ra) may be added. */
    processes: z.ZodObject<{
        key: z.ZodOptional<z.ZodString>;
        value: z.ZodNumber;
    }, z.core.$strip>;
    'surface-treatments': z.ZodObject<{
        key: z.ZodString;
        name: z.ZodString;
        aliases: z.ZodOptional<z.ZodArray<z.ZodString>>;
        appliesTo: z.ZodArray<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>>;
        basis: z.ZodEnum<{
            dm2: "dm2";
            kg: "kg";
            piece: "piece";
        }>;
        unitPrice: z.ZodNumber;
        minCharge: z.ZodNumber;
        leadDays: z.ZodNumber;
    }, z.core.$strip>;
    'heat-treatments': z.ZodObject<{
        key: z.ZodString;
        name: z.ZodString;
        aliases: z.ZodOptional<z.ZodArray<z.ZodString>>;
        appliesTo: z.ZodArray<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>>;
        basis: z.ZodEnum<{
            dm2: "dm2";
            kg: "kg";
            piece: "piece";
        }>;
        unitPrice: z.ZodNumber;
        minCharge: z.ZodNumber;
        leadDays: z.ZodNumber;
    }, z.core.$strip>;
    'pmi-tolerance': z.ZodObject<{
        key: z.ZodString;
        coefficient: z.ZodNumber;
    }, z.core.$strip>;
    'pmi-roughness': z.ZodObject<{
        key: z.ZodString;
        coefficient: z.ZodNumber;
    }, z.core.$strip>;
    'blank-rules': z.ZodObject<{
        value: z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodArray<z.ZodUnknown>, z.ZodRecord<z.ZodString, z.ZodUnknown>]>;
    }, z.core.$strip>;
    'other-costs': z.ZodObject<{
        value: z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodArray<z.ZodUnknown>, z.ZodRecord<z.ZodString, z.ZodUnknown>]>;
    }, z.core.$strip>;
};
/** The new row's or the edited row's (`key`) fields with every rule the server applies. */
export declare function costRowRules(table: CostTableName, key?: string | null): z.ZodObject;
