interface ImportMetaEnv {
  /** True in the build whose `react` is Preact's compat layer (vite.config.ts). */
  readonly PREACT: boolean;
}
