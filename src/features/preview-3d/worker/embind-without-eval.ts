/**
 * Replacements for the two places where occt-import-js's embind glue compiles JavaScript with
 * `new Function(...)`, which a page CSP without 'unsafe-eval' forbids (the parse worker runs under
 * the page's policy). The build rewrites both call sites (vite.config.ts `occtWithoutEval`) to
 * these closures, which do what the generated source does — Emscripten's own
 * DYNAMIC_EXECUTION=0 code paths.
 */
interface WireType {
  toWireType(destructors: unknown[] | null, value: unknown): unknown
  fromWireType(wired: unknown): unknown
  destructorFunction?: ((wired: unknown) => void) | null
  readValueFromPointer(pointer: number): unknown
  argPackAdvance: number
  isVoid?: boolean
}

/** A C++ function's JS wrapper: wire `this` and the arguments, call, run destructors, unwire the result. */
export function embindInvoker(
  argTypes: Array<WireType | null>,
  isClassMethod: boolean,
  returns: boolean,
  needsDestructorStack: boolean,
  invoker: (...wired: unknown[]) => unknown,
  fn: unknown,
  runDestructors: (destructors: unknown[]) => void,
) {
  const argCount = argTypes.length - 2
  return function (this: unknown, ...args: unknown[]) {
    const destructors: unknown[] | null = needsDestructorStack ? [] : null
    const wired: unknown[] = [fn]
    if (isClassMethod) wired.push(argTypes[1]!.toWireType(destructors, this))
    for (let i = 0; i < argCount; i++) wired.push(argTypes[i + 2]!.toWireType(destructors, args[i]))
    const rv = invoker(...wired)
    if (destructors) {
      runDestructors(destructors)
    } else {
      // wired = [fn, thisWired?, arg0Wired, …]: type i (1 = this, 2… = arguments) sits at i - offset.
      const offset = isClassMethod ? 0 : 1
      for (let i = isClassMethod ? 1 : 2; i < argTypes.length; i++) {
        const destructor = argTypes[i]!.destructorFunction
        if (destructor) destructor(wired[i - offset])
      }
    }
    return returns ? argTypes[0]!.fromWireType(rv) : undefined
  }
}

type Callable = (...args: unknown[]) => unknown

/**
 * An `emscripten::val` method caller: reads the arguments from WASM memory and calls `func` —
 * as a method of `obj` (kind 0), as a constructor (kind 1), or with the first argument as `this`.
 */
export function emvalCaller(
  argTypes: WireType[],
  retType: WireType,
  kind: number,
  returnValue: (type: WireType, destructorsRef: number, value: unknown) => unknown,
) {
  return function (
    obj: unknown,
    func: Callable & (new (...args: unknown[]) => unknown),
    destructorsRef: number,
    args: number,
  ) {
    const values: unknown[] = []
    let offset = 0
    for (const type of argTypes) {
      values.push(type.readValueFromPointer(args + offset))
      offset += type.argPackAdvance
    }
    const rv =
      kind === 1
        ? new func(...values)
        : kind === 0
          ? func.call(obj, ...values)
          : func.call(values[0], ...values.slice(1))
    return retType.isVoid ? undefined : returnValue(retType, destructorsRef, rv)
  }
}
