/// <reference types="vite/client" />

/** Build-time settings the client reads; vite/client alone types every variable as any. */
interface ImportMetaEnv {
  /** 'derived' when the client is hosted apart from its API; anything else means same origin. */
  readonly VITE_API_BASE_MODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
