/** The measurements' colour, in the model and on their labels: rose stands out from the grey part, the blue box and the orange feature tint. */
export const MARK_COLOR = '#e11d48'
