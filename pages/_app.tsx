import type { AppProps } from "next/app";
import Head from "next/head";
import "@/app/globals.css";

// The Pages Router's shell, for the careers pages it serves without script (the board and a job's
// page, docs/decisions/440 and 462): the same stylesheet, viewport and icon as the App Router's root layout.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <meta key="viewport" name="viewport" content="width=device-width, initial-scale=1" />
        <link key="icon" rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
      </Head>
      <Component {...pageProps} />
    </>
  );
}
