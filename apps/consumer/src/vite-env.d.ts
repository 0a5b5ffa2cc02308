// CSS Modules and asset imports of the storefront and UI sources compiled into this app.
/// <reference types="vite/client" />
