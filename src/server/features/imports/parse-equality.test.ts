import { createHash, type Hash } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ImportOptions } from '@/shared/trading/api-contract';
import { ImportError } from '@/shared/trading/imports';
import { profitFile } from '../../../../bench/support/profit-file';
import { InstrumentResolver, type RowContext, toTradeRow } from './import-rows';
import { stageBatches } from './import-stage';
import { type ParsedFile, parseUpload } from './parse';
import type { Tx } from '../../db/tx';

/**
 * The import's parse and validate steps, pinned: every fixture, the bench's 100,000-row Profit file and seeded
 * files full of edge cases go through parseUpload → toTradeRow → the staging batches (the COPY text, which PGlite
 * reads from a Blob and PostgreSQL over the connection). Per case, a SHA-256 of the parse result and rows (EXPECTED) and one of what the batches send
 * (EXPECTED_STAGED) must equal the digests of the code before the import's speed work: both tables were taken by
 * running this very file on main's code (cd77d83), where it passes as it does here. Any field of any row, any
 * error message, any staged byte that changes fails the case that holds it. A genuine change of output updates
 * the digests deliberately (a failing case shows its new digest; a change of trade-insert.ts's COLUMNS changes
 * only EXPECTED_STAGED); setting DUMP below to a folder writes each case's file and canonical text there, to
 * diff against a dump taken on the older code. The parse result once also carried the format detection (which kept
 * the decoded file alive): EXPECTED was taken again without it on the code that matched cd77d83's digests with it,
 * and the code after the change gave the same 263 digests. PGlite once staged by array parameters, digested here
 * beside the COPY text: when it moved to COPY, EXPECTED_STAGED was taken again from the COPY text alone, on the
 * code before the move (8b4b52b) and after it, and the 263 digests were the same. Then the staged `later` flag
 * was dropped (the INSERT lists the rows it stores): all 350 staged texts were the earlier ones without that cell.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../../../shared/trading/imports/fixtures');
const REFERENCE_YEAR = 2026;
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A folder to write each case's input and canonical output to while debugging a mismatch (and digests.txt, every
 * digest computed); '' writes nothing.
 */
const DUMP: string = '';

/** Parsed trades and their rows, per case. */
const EXPECTED: Record<string, string> = {
  'bench profit 100k': '46e37d215a5c50e2d5006cc555670a38bf3ec57fb70a4622d156e9bb88dbc560',
  'bench profit 20k zones': '57b817f8f520dfc611cd509afe9e2561e08da59c6f202eb2b6b0ced64cc712de',
  'fixture bad-binary.png': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as generic': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as mt5': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as ninjatrader': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as profit': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-binary.png as tradovate': '2dc5e9a0847c9d27a64cf4eeac234ed3cfe3799413743f7dc429a2e219566177',
  'fixture bad-empty.csv': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as generic': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as mt5': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as ninjatrader': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as profit': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-empty.csv as tradovate': 'dac7cc66e7aada97a36946193ff78c2fcaa1f29893cd65ef0b60be78dd38f4c0',
  'fixture bad-formula.csv': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as generic': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as mt5': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as ninjatrader':
    '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as profit': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-formula.csv as tradovate': '4aa39e9a923a93afbe805774fdb260e8af5c6ea3219bb65cf59e738411b0ff4c',
  'fixture bad-spreadsheet.xlsx': '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as generic':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as mt5': '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as ninjatrader':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as profit':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-spreadsheet.xlsx as tradovate':
    '2f61461f8f943cc73316e97faff123aa1146ad2c7141eed66956331cfa22e6e0',
  'fixture bad-truncated.csv': 'f187afaee142fc4c0e6dfa27d88ad52f65fedb08076f37ffb97ff0ae6d33ff66',
  'fixture bad-truncated.csv as generic': '7ebefeffbe997a8aa2d6c0f02eb870fd20fe721663403042808a4eb4f408c0d5',
  'fixture bad-truncated.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture bad-truncated.csv as ninjatrader':
    '66b3a95f210845b23bfa6e80ae05f2e60052da614ed2e738bbf913d0aeecadb6',
  'fixture bad-truncated.csv as profit': 'f187afaee142fc4c0e6dfa27d88ad52f65fedb08076f37ffb97ff0ae6d33ff66',
  'fixture bad-truncated.csv as tradovate':
    'cb06e95923d571fef7030506195d704ce16c086da605dbe95af8616032267c80',
  'fixture bad-unknown-header.csv': 'bbdbc995ee62f2fbf3eaeadc8c11e7a283d1d2d360b989868d3bcc9658193d9f',
  'fixture bad-unknown-header.csv as generic':
    '42e094e593ca59b600ddb59ea35f26ea2a50eb338ac23287e9a80cc1087f8fda',
  'fixture bad-unknown-header.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture bad-unknown-header.csv as ninjatrader':
    '2f3811bd7e86e02f28742b7bfc2fcea2216f4cef63c48e21611008ca841c5d6e',
  'fixture bad-unknown-header.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture bad-unknown-header.csv as tradovate':
    '582b39bfc8d95d7f8148c5ea43789ffa28669d20e4d54d1e9f44514cc58339c8',
  'fixture bad-wrong-encoding.csv': '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as generic':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as mt5': '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as ninjatrader':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as profit':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture bad-wrong-encoding.csv as tradovate':
    '317d97abf967a35ed6da642b2f2223b32fb7296625e382af7cdcc45d811e8c6a',
  'fixture mt5-en.csv': 'f4aaf5e2332ca24b0e181c411226a4877b51784ad224fde2dd4c565d354ad0b7',
  'fixture mt5-en.csv as generic': 'e01b8623866ae6ba21eeb98d94a466e3f8297195fb51d0c25238ede8344f8587',
  'fixture mt5-en.csv as mt5': '0c24938726dd30ce2b234762041cbd13f63669a33fe2f1749cddec1f88bf4b31',
  'fixture mt5-en.csv as ninjatrader': 'b3e02a7611ca9e217c4f8633d735a888b85807065fc1577250911c6556a142e8',
  'fixture mt5-en.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture mt5-en.csv as tradovate': '389b5c175ce77174159d67377c381e0d8d18364a46c1efc45992e84ba18d8b92',
  'fixture mt5-pt-utf16.csv': '2ea8937a1b09ed3c052ac5fc19945f32765a526051136111f204a9e4895f7114',
  'fixture mt5-pt-utf16.csv as generic': '7a73b86b3ad45fe617750cac405fab00be6afd10c17f2441dd9a0929b5761bc6',
  'fixture mt5-pt-utf16.csv as mt5': '06eac6ea519ae9a7b0c1ac5fcba2d451304a02c888ca9556369488268fc3d2ef',
  'fixture mt5-pt-utf16.csv as ninjatrader':
    'd3b312fd03f8e0720cb384bb2e8023d2027a6544c740f1cc20c14033799cf146',
  'fixture mt5-pt-utf16.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture mt5-pt-utf16.csv as tradovate': '06ce8df648f77b75e560ab95df9a6cc3b3f610e198ff0d02e29cf0b905864165',
  'fixture mt5-tester-pt.csv': '52a4a3813a0c627f83b42d047c8f5eb3ecf61014a284ca615e5d0ea8ea8b8e79',
  'fixture mt5-tester-pt.csv as generic': '7c1b82c91946f9656703631a7abec8eb7ba5268d9db4a2d615ecbbfa0227a6f7',
  'fixture mt5-tester-pt.csv as mt5': '22756a9e74a5ec9b98ece1e10867427f2dcaf4eab6c45fdd269ade9510c63df6',
  'fixture mt5-tester-pt.csv as ninjatrader':
    '25a824a09d7a2eaaf67530305ab897ec7952ef69d26c98a36db1d8446d5459dd',
  'fixture mt5-tester-pt.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture mt5-tester-pt.csv as tradovate':
    '5a9177b49c7332749ab568dd8d24b0f21c3f7686c461385bfcead92d361f42ae',
  'fixture ninjatrader-day-first.csv': '03cd1a5f0bc85cc57c13d2cd9e6c53981203ee386947af16e755ffdc6a67c880',
  'fixture ninjatrader-day-first.csv as generic':
    'f014aefbac7d1e663c063a244f050328cca16f0a587fdba8978a181648ba1cc6',
  'fixture ninjatrader-day-first.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader-day-first.csv as ninjatrader':
    'e2897996cc67c6ebc8e4e8b5f4a2d7088216c2401e5f08780282d3c52f9c2be1',
  'fixture ninjatrader-day-first.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader-day-first.csv as tradovate':
    '6eac26959c5b8b8d18e6ca0859191112b7e1299ef276f56a4619c56aa1ec0331',
  'fixture ninjatrader-grid.csv': '276299fd75af994bfdfc1d5aa6f11f7fb2408c1957d658087d43ea5f36ba6dd5',
  'fixture ninjatrader-grid.csv as generic':
    '9589addced464e0a0bd8cb92da1a49c7249dc4307a6a6c85456284e310e57778',
  'fixture ninjatrader-grid.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader-grid.csv as ninjatrader':
    '6d2b3d3bbbb8654770ebbfc2555c3ec956b5820bc47e1176ae06e8fc572c67cf',
  'fixture ninjatrader-grid.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader-grid.csv as tradovate':
    'b109d3c3398b7d0df4ff77460310ce698ab284745088e459fd220f6a68019c8a',
  'fixture ninjatrader-nq-sep26.csv': '4092ff79db86b32372551d3c59032c36639e61d30462a3f1239f73d14478a252',
  'fixture ninjatrader-nq-sep26.csv as generic':
    'e71f0921c9a744cb7aac92495fcfca4d679fa9649d3914da8c06712a4e41599e',
  'fixture ninjatrader-nq-sep26.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader-nq-sep26.csv as ninjatrader':
    '52b21e5f18f3d301057363974955f39701e4ad4b0fa3753dc45b1551241f947f',
  'fixture ninjatrader-nq-sep26.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader-nq-sep26.csv as tradovate':
    '3df8416128e68a78f62f23d078a8fd49cf5b593145b3749c3b2291581bac4c12',
  'fixture ninjatrader.csv': '1bd9ebf1a0d10ba050d626104fb50b2dcc04eb56d2d753b923320197ecb94d03',
  'fixture ninjatrader.csv as generic': 'f014aefbac7d1e663c063a244f050328cca16f0a587fdba8978a181648ba1cc6',
  'fixture ninjatrader.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture ninjatrader.csv as ninjatrader':
    '1d9d8369e8f5bf4ea7e83e9b6c0431dfbe9d2ea0f4c19ea01db1e553df9dc18e',
  'fixture ninjatrader.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture ninjatrader.csv as tradovate': '6eac26959c5b8b8d18e6ca0859191112b7e1299ef276f56a4619c56aa1ec0331',
  'fixture profit-ganho-perda.csv': 'aa388ffd939bade6260ed7d8568a27a8bdbca0ba565ca21713a8c598b1b90849',
  'fixture profit-ganho-perda.csv as generic':
    '118448b8bea7a4641bce870fe7fdc67a2da91bcf5327bfc5423db70d6d4fd73a',
  'fixture profit-ganho-perda.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-ganho-perda.csv as ninjatrader':
    'c816381cb6ba3174343ce46e84b48bd3b4ab370f50d4b1211e9b8a4207d93e71',
  'fixture profit-ganho-perda.csv as profit':
    '1d65bbbc702a5eee8ab5d33c5f098375d8fb4298dfbfc6b10bda134bf29e128e',
  'fixture profit-ganho-perda.csv as tradovate':
    '72f16aed71f91584834b2cc894b95a66048d0b6ae838022a25a847ada81fe6f0',
  'fixture profit-latin1-preamble.csv': '7769af6232373855c5e13ed431a12107863122261d00a79133f4a9e76a6e3b8c',
  'fixture profit-latin1-preamble.csv as generic':
    '485e860773ff0828e218036776c7ca083c50d6d461afbddd5be2b5800f78e530',
  'fixture profit-latin1-preamble.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-latin1-preamble.csv as ninjatrader':
    '84bae21794fd3e86060b89d393d89e2d7ad0182b7e486b2437c18e87ae0df869',
  'fixture profit-latin1-preamble.csv as profit':
    '2b55ce72ef89b7268f3bbeb67f91168d74c79cfe0c23b72bcf12d05b7a532698',
  'fixture profit-latin1-preamble.csv as tradovate':
    '0c19af54781ee9fde5f841813eb97366b6fdcc9151c468a0ac3c4239606529ad',
  'fixture profit-performance.csv': 'ad5ee7b1baedc8cfef36ed5179b2d639d80620aad09e2f17229c700f2269a1f9',
  'fixture profit-performance.csv as generic':
    '43cb8b295e445dbd95e7cc552de672faf7fb497f3bd415543976018ea6818c73',
  'fixture profit-performance.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-performance.csv as ninjatrader':
    '8959f36bf63893a48d607f0c1ca1efbab2567c62acb237114d028b6f6656f380',
  'fixture profit-performance.csv as profit':
    '0b7876fe39ebb9f6730a22bcc8064dafcef9fd6bb764e49fd9011ea0025e7889',
  'fixture profit-performance.csv as tradovate':
    '4e2379071d6177c33788bbf44a76e8fe68660acd01bfdea8aefca0ac312b9d17',
  'fixture profit-subconta.csv': '8e17d1529de1ed76d8698f11e821ac26f5761a5dc68d938ed611e41237a20a26',
  'fixture profit-subconta.csv as generic':
    'edb5d4d19dc30470a86cac479c45a53a5274762d6bd19252ea27b145e3181ef5',
  'fixture profit-subconta.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture profit-subconta.csv as ninjatrader':
    'c23f26e39e37c022b0767b52a53cf19064f623cef9ae31dfc7ccc29a8829862b',
  'fixture profit-subconta.csv as profit': '4968b9c850c4cef04743c42cf64f444542167cf360dc7c85cd64aec5aa97150d',
  'fixture profit-subconta.csv as tradovate':
    '2ba788b19d96d14a82b4c68589b6f2e60eee4f4e954ae6485bb15462d2ee266a',
  'fixture tradovate-performance.csv': '389cf66ae33e428c3105b5d6c243119feb5406e25878f9f8e5ec08f7c99ee827',
  'fixture tradovate-performance.csv as generic':
    '6d76246412afb092268667a86fde83b2f832605d8344f1f04d855d66550bd93c',
  'fixture tradovate-performance.csv as mt5':
    '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture tradovate-performance.csv as ninjatrader':
    '52b1c1ca45b319f9a6fe774225f598ccece485720baff76318887c118b933bf9',
  'fixture tradovate-performance.csv as profit':
    'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture tradovate-performance.csv as tradovate':
    '4736631fb5834da736c32ea37316a2d13f4bd2a128fbbf130fa0b5499cf5eea1',
  'fixture tradovate.csv': '7908a68d12ba5f4f2d32bcfc817ef7d55499d0f6eefb70898c6c8d86e60fe4e7',
  'fixture tradovate.csv as generic': '6d76246412afb092268667a86fde83b2f832605d8344f1f04d855d66550bd93c',
  'fixture tradovate.csv as mt5': '217b28a06afec214b6c2a812295bfdca3898941b70d31cb0e0616499628d08db',
  'fixture tradovate.csv as ninjatrader': '52b1c1ca45b319f9a6fe774225f598ccece485720baff76318887c118b933bf9',
  'fixture tradovate.csv as profit': 'a09d8627fd99b10cf4ecf5078ec900df26bff74567bd350e2ae5036631b5e078',
  'fixture tradovate.csv as tradovate': '8429d572911f92282398a5f49f9d8447a5e0e90d1ee680fcf382e46b0848aef5',
  'stress generic': 'f064df30f4e0717eaa6ce7378e782f7c0c93926bb2d0b2904a36d76b78b612b7',
  'stress mapped auto auto': 'a8475ef07fe1c86272b1ab963b46832a38c541d77eeb71b2681125fb1b031b0e',
  'stress mapped auto dmy': 'a8475ef07fe1c86272b1ab963b46832a38c541d77eeb71b2681125fb1b031b0e',
  'stress mapped auto mdy': '3fffc962148b232507a20e249c679f4923fe2e2ad2b338f7df759ceecbd9ffe8',
  'stress mapped auto ymd': '118800179641467b63f14c728911b16f394a6702f4fce5f29edce9842e7d9ddc',
  'stress mapped en-US auto': 'c9e3c2fe8f32d0148a0482d714592864cedbe044aed87fab00981b345943f7cf',
  'stress mapped en-US dmy': 'c9e3c2fe8f32d0148a0482d714592864cedbe044aed87fab00981b345943f7cf',
  'stress mapped en-US mdy': 'f81d76857067a3d6676420553a9314e8a271bc9ecdcb2306b24cc9f0896912c4',
  'stress mapped en-US ymd': 'd3b86e6f3038437f25e77044fc3c7675cee516b5e74eeac6c3bea86605ef7cab',
  'stress mapped pt-BR auto': 'beade19d068bd9ee31bb618d83f858bf8d470bbde0a41a4a92df0214b4ead56e',
  'stress mapped pt-BR dmy': 'beade19d068bd9ee31bb618d83f858bf8d470bbde0a41a4a92df0214b4ead56e',
  'stress mapped pt-BR mdy': '36afadddea50e4292db16514fa3c6277c838b3b0a24e576954fb99c250549939',
  'stress mapped pt-BR ymd': '6419f22f123ece405e3cc057c8f15aaf84b539bbac22a79f80dbf82b6c7a4a69',
  'stress profit v0 cr': '3ed203e9dce24cc1661dd463697b45a1332f3491d74a564fd1d1688fc864e99e',
  'stress profit v0 cr quotes': 'c0e6f02b80152fce5aa2977e78cc5112f4f03f688dffcaf4bd731e62e1f90b53',
  'stress profit v0 crlf': '9963152a4d833b90677d07c673d62157da10ba2c8eb9c0d92698942ebb4cd738',
  'stress profit v0 crlf quotes': 'cd28ef2e746b387afc6e86570255bfbb99afa4e980d8ca1fef3c094497953cad',
  'stress profit v0 lf': '3ed203e9dce24cc1661dd463697b45a1332f3491d74a564fd1d1688fc864e99e',
  'stress profit v0 lf quotes': '1855a212e51c75aaeaa0ded5a23a2b0b373fed46364d7ab36a52d022371cc68c',
  'stress profit v0 mixed': 'b6d598578c7fb3d9ae9550694e043c584ec845c6c8c22424b703edbdcc735d08',
  'stress profit v0 mixed quotes': '48d51f3df44d5bcf5e1901ca36ff151bc858e2c100bfd4285f907099fdf53e08',
  'stress profit v1 cr': '3761884cc1b68a71a2dcc063092249d5bbead513900688eb381f2f87b01673a1',
  'stress profit v1 cr quotes': 'c0e6f02b80152fce5aa2977e78cc5112f4f03f688dffcaf4bd731e62e1f90b53',
  'stress profit v1 crlf': '1a3c7d3dcedc43afe2f8b06c3a30c225b29c450430340bb1b3c9322488ad8dbb',
  'stress profit v1 crlf quotes': 'a937f8b16b3e96824cb13af9af07380752fdf1f4d342da1f205c8fe228be0752',
  'stress profit v1 lf': '3761884cc1b68a71a2dcc063092249d5bbead513900688eb381f2f87b01673a1',
  'stress profit v1 lf quotes': 'f872cf7b590c70f7383d3e336791322f1d6f96747198941dc67d02d5cd4c0cf5',
  'stress profit v1 mixed': 'f79a3756374e3a3a83b67409ff1f2ecb60a96e1e9e2ab4d7105da227cb506058',
  'stress profit v1 mixed quotes': '805d41561dd0ffa06dbc9175863810acb7791093b059fc4d7f3620b4086f8eb5',
  'stress profit v2 cr': '4e992361e46cd0a1ee0c79f14ac95374f1f41d4411434068fe2a05456e90c7af',
  'stress profit v2 cr quotes': 'c0e6f02b80152fce5aa2977e78cc5112f4f03f688dffcaf4bd731e62e1f90b53',
  'stress profit v2 crlf': '4e1ddd1a3d2837aa662bbd259d773bf632d39f356d991e7fdae9fae2dd23a539',
  'stress profit v2 crlf quotes': '66bad5d307ba44863b061499cc33de28bbe98bec6246d23a272c6b794b8f575d',
  'stress profit v2 lf': '4e992361e46cd0a1ee0c79f14ac95374f1f41d4411434068fe2a05456e90c7af',
  'stress profit v2 lf quotes': 'fc3310959bb890acb5e7892ec7311aaaeb3bfcbaed66a1b3d57be46844b23cc8',
  'stress profit v2 mixed': '7e22ee81e668ba71de1c61276d044d5f550d53c0816e9593020a1c5c750d82e2',
  'stress profit v2 mixed quotes': 'c37a0a4594814e649443a118dc98cd5f3d105fb5c204e10763c2c9325007b49e',
};

/** What the staging batches send (COPY text, PGlite's array parameters), per case that stages rows. */
const EXPECTED_STAGED: Record<string, string> = {
  'bench profit 100k': 'd5644df0377298089227bec947ca2c66ed57b9767cc887e772b2ed298955e351',
  'fixture bad-truncated.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-truncated.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-truncated.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-unknown-header.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-unknown-header.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture bad-unknown-header.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-en.csv': '942fea2346631fc6bbea2ad74cec8d654cbf0365ecb77a5936ff2a892ab29649',
  'fixture mt5-en.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-en.csv as mt5': '4104546e15ee9bcc8058d8c5479b1ece898dbf391cf0cea08fe137cf089cd463',
  'fixture mt5-en.csv as ninjatrader': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-en.csv as tradovate': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-pt-utf16.csv': '592efc97b759ad57a208055cf479251c0a3151a4fc5fb02c1772b4cf9d0444ec',
  'fixture mt5-pt-utf16.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-pt-utf16.csv as mt5': '8b053b4fb357a3e4b8de1e11f4ed75f3b253c01ee3cc3ee58c8d5c535dee62ab',
  'fixture mt5-pt-utf16.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-pt-utf16.csv as tradovate': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-tester-pt.csv': '555f666d6b647a21af561e839955839f46c33f05593196fac581ba1638d881fc',
  'fixture mt5-tester-pt.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-tester-pt.csv as mt5': 'edc046b083397f608f38bf5190ce27a9bd6816329ace759c972fe56c782fbb19',
  'fixture mt5-tester-pt.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture mt5-tester-pt.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-day-first.csv': '094475af09afb193cb226c30cd6b0865c625af01d5ee9a66d4132925020039bc',
  'fixture ninjatrader-day-first.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-day-first.csv as ninjatrader':
    '482a13a7333de708235ee6ca08a804994581d4eab7f1d85189b8d52bd3371002',
  'fixture ninjatrader-day-first.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-grid.csv': '39e3caed71fbceed4809748d78764e612885313df35adb65eedb78283e1f563d',
  'fixture ninjatrader-grid.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-grid.csv as ninjatrader':
    '225246e88b15e37c0c93b2b9d72b098587fbf292be1a2abef3b0e299cb4e577c',
  'fixture ninjatrader-grid.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-nq-sep26.csv': '16f51d522f7fe96bfd4660d8e8dbc54bf1365de0c738c1f0995a9f7df4861b2f',
  'fixture ninjatrader-nq-sep26.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader-nq-sep26.csv as ninjatrader':
    'c3594eed447b4691e6dd3e778dd0b8e8212e37eea87cc5e8dfd9aa31e2d9e270',
  'fixture ninjatrader-nq-sep26.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader.csv': '6f8a96fc1784fcc7c46440dd7e18a8cdcc4eded9be588b2a9757d5f84693f0c2',
  'fixture ninjatrader.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture ninjatrader.csv as ninjatrader':
    '43795017b85e4a9b47bd3d50bd400e46a4a844a46e7d294cfc74ed75a0cec459',
  'fixture ninjatrader.csv as tradovate': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-ganho-perda.csv': 'e85b81ea8da9a242dd13bfa88fe1eb53c0d3378efea4d3020d726f5b24bb1e36',
  'fixture profit-ganho-perda.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-ganho-perda.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-ganho-perda.csv as profit':
    '85088c2a512137e48b7d2bb791d1182673ed17b5ae37cc8648201464b95e961f',
  'fixture profit-ganho-perda.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-latin1-preamble.csv': '7337bbe5e04f9111184efceb1025725e269a1a37086252ae32775fbbf3e0ab1c',
  'fixture profit-latin1-preamble.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-latin1-preamble.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-latin1-preamble.csv as profit':
    '3a5467720e9a18b46f64c7cbcf4135dbf6d96e18dd00f6cd81a6c9d8ba865827',
  'fixture profit-latin1-preamble.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-performance.csv': 'eb3cd5758da8592bf0a79bdbadbeb5ab87db86852bc6596f61bce16068385f5e',
  'fixture profit-performance.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-performance.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-performance.csv as profit':
    '104ef98ba5c962da86732d05f9e5d97548902fc76b43b06b7b08a009ad9c29d7',
  'fixture profit-performance.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-subconta.csv': 'ec62c8b2a7c12eb97f043601c197d2fe59e40da711d95b0e5a0b46efbc109935',
  'fixture profit-subconta.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-subconta.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture profit-subconta.csv as profit': '9a646936a40cbe7505d6d650a67c3d9543bdc48576a6b231f83f82adfdab2916',
  'fixture profit-subconta.csv as tradovate':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate-performance.csv': '4921d8b0245e0d5644b6ae7c2d1662f7ebe2c872ddb45a3a0f47fbfb61695d6a',
  'fixture tradovate-performance.csv as generic':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate-performance.csv as ninjatrader':
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate-performance.csv as tradovate':
    '972e2c5697cf7d95294bbe040e70fc37011a0e532f810e4fb1a3beac035408e5',
  'fixture tradovate.csv': '6771466f136561004d791449be5f77567145fa02c52ebe44ac490241f3e09d42',
  'fixture tradovate.csv as generic': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate.csv as ninjatrader': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  'fixture tradovate.csv as tradovate': '172bb83358791eadb4c0e9d59e61f4c64f0cd781e6aae0d35783cea95b8d6a79',
  'stress generic': 'fe7a3585e0c46dc4fe6f13fe026188bf913054ef4c534eacc8ac124abc432956',
  'stress mapped auto auto': '6eeb4655ad07d86195a352de192ecec42afa6e3f03ab8f3ac8b9e8d8df06cab4',
  'stress mapped auto dmy': '6eeb4655ad07d86195a352de192ecec42afa6e3f03ab8f3ac8b9e8d8df06cab4',
  'stress mapped auto mdy': '47c1d6a9483a7c00a3de1e444eb8376e605c5da6a2469103880b82f59d21b84e',
  'stress mapped auto ymd': 'c9764b89fff8a96773c5c9af220408094e058e6bd820f84c5297efd26c1ead52',
  'stress mapped en-US auto': '4fa4b49628bfb370cd36e58e2994c85517e0737888febef32ecd65a05ae6f8aa',
  'stress mapped en-US dmy': '4fa4b49628bfb370cd36e58e2994c85517e0737888febef32ecd65a05ae6f8aa',
  'stress mapped en-US mdy': '75bc77e036070d05d4a7eef74adef198be89fd6d0bbd44fc9b55c4dfb6da8cdb',
  'stress mapped en-US ymd': 'ee58a4b38d27fa8740f3abd56ab2f690759141d705a4966ac09542598627b273',
  'stress mapped pt-BR auto': 'bbe6bd676f94d689963f649ce010cd9cd33d4fdd4fe02907019f04e4a08d5337',
  'stress mapped pt-BR dmy': 'bbe6bd676f94d689963f649ce010cd9cd33d4fdd4fe02907019f04e4a08d5337',
  'stress mapped pt-BR mdy': '69b9adedb973ac573a9143a8a41a28fbeb413384081259ff0b13c314a0b860f9',
  'stress mapped pt-BR ymd': '671bb093d5fb79c2752a1741bb88eb030793ffc48febe3984ecf656110256d30',
  'stress profit v0 cr': '6ddaf69efa7f423207a7902e988f244f9a725c5346c0e3143ee9e3fd76d7b53e',
  'stress profit v0 crlf': '5da008240dc30bd9c183d0ca449bff43a32ca5bd533f6feb12a911dfcdc9ec76',
  'stress profit v0 crlf quotes': '30af276774cac33593299cd88e346a9fd7b334bbeee8af571584de58e7cec080',
  'stress profit v0 lf': '6ddaf69efa7f423207a7902e988f244f9a725c5346c0e3143ee9e3fd76d7b53e',
  'stress profit v0 lf quotes': '5922cb4255bfe615c07915e5421b31ad1ab04a12a2a28a13e8b88a5457547398',
  'stress profit v0 mixed': 'b60e1a3e17d779b47ea2dc07a61991699e83fe0e95d946287d2941f803829276',
  'stress profit v0 mixed quotes': 'd0c32166cd41097fff5470c89df9805fdc67f1368fd9bda6934e54d44bf2bb71',
  'stress profit v1 cr': '4d93ef01d251c8f884b31e7c13cd33b61bb09caaebff60f72100c8a7cc12953a',
  'stress profit v1 crlf': '749827fd1bb73a6828c6a3393df3e309743ce7e2ba5e0d7714fbbdd0dcea4d39',
  'stress profit v1 crlf quotes': '6a4ac3de82fea77d021abe718e7e6922d5cebd99fed55aadbaf3fa6429922988',
  'stress profit v1 lf': '4d93ef01d251c8f884b31e7c13cd33b61bb09caaebff60f72100c8a7cc12953a',
  'stress profit v1 lf quotes': '021b1c732cd39bad3357f8469b8dd2e61bc8bfd0bc31e79db640b7555f3f4dd5',
  'stress profit v1 mixed': 'ac6ca4ddafa33ee05d9afbf57c3562bf6e94203ddec6230417e48ecfb2e8ae29',
  'stress profit v1 mixed quotes': '0627a6036564f223ed59c138c8d55a6477ade46d7ca333ad1f1576b940fa3a08',
  'stress profit v2 cr': 'e1a0b54152c17159ffe603b6332e8c7707af420937d33edf2559b1bcf7020651',
  'stress profit v2 crlf': 'd209b510675f076e7ba214a35449c6f9ba5214e275497101ca2f382cdf5d72ab',
  'stress profit v2 crlf quotes': 'd9eb9dcebb0f558e9cec985a891aa662386267737536570cc90607129d01a4c8',
  'stress profit v2 lf': 'e1a0b54152c17159ffe603b6332e8c7707af420937d33edf2559b1bcf7020651',
  'stress profit v2 lf quotes': '9a34007fab823c45fbcf4d4cedc36cc134dbdf2c927ef3f79a92843b099a6d43',
  'stress profit v2 mixed': '8c61c326ed3ac7e6cf3f9ad6adb1f4cc6f4c8bc2f0e60f95d886c816c5573cde',
  'stress profit v2 mixed quotes': 'db3680a3b52b5747e360fb6adb82b6d605a86dc0d65bbd95f1d80ca0bba61a08',
};

/** JSON with sorted keys, undefined kept apart from absent, Dates as ISO text: a field moved or added shows. */
function canonical(value: unknown): string {
  if (value === undefined) return '"\u0000undefined"';
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return `"\u0000bigint:${value}"`;
    if (typeof value === 'number' && Object.is(value, -0)) return '"\u0000-0"';
    return JSON.stringify(value);
  }
  if (value instanceof Date)
    return `"\u0000date:${Number.isNaN(value.getTime()) ? 'NaN' : value.toISOString()}"`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null)
    throw new Error(`unexpected object in output: ${String(proto)}`);
  const entries = Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** The digest of one case, fed line by line (a 100,000-row file is never one string). */
class Digest {
  private readonly hash: Hash = createHash('sha256');
  private readonly lines: string[] | null;

  constructor(readonly name: string) {
    this.lines = DUMP ? [] : null;
  }

  add(label: string, value: unknown): void {
    const line = `${label}\t${typeof value === 'string' ? JSON.stringify(value) : canonical(value)}\n`;
    this.hash.update(line);
    this.lines?.push(line);
  }

  /** The case's file, kept beside its dump. */
  input(bytes: Uint8Array): void {
    const dir = DUMP;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${this.name.replace(/[^\w.-]+/g, '_')}.input`), bytes);
    }
  }

  finish(): string {
    const dir = DUMP;
    if (dir && this.lines) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `${this.name.replace(/[^\w.-]+/g, '_')}.txt`), this.lines.join(''));
    }
    const digest = this.hash.digest('hex');
    if (dir) appendFileSync(path.join(dir, 'digests.txt'), `${JSON.stringify(this.name)}\t${digest}\n`);
    return digest;
  }
}

/** A pg.Client for the COPY batch: its query() takes the COPY stream and keeps the text sent. */
function copyClient(sent: string[]): pg.Client {
  const client = Object.create(pg.Client.prototype) as pg.Client;
  const query = () => {
    let finish: () => void = () => {};
    return {
      once(event: string, listener: () => void) {
        if (event === 'finish') finish = listener;
      },
      end(text: string) {
        sent.push(text);
        finish();
      },
    };
  };
  Object.assign(client, { query });
  return client;
}

/** A stand-in for PGlite's transaction client: keeps each Blob a `COPY … FROM '/dev/blob'` is given. */
function blobClient(sent: Blob[]) {
  return {
    query: async (text: string, _params: unknown[], options?: { blob?: Blob }) => {
      if (!/^copy import_stage \(.+\) from '\/dev\/blob'$/.test(text)) throw new Error(`unexpected: ${text}`);
      if (options?.blob) sent.push(options.blob);
      return { rows: [] };
    },
  };
}

/** The rows of a parsed file in each zone pair, and what each staging batch would send for them. */
async function digestRows(
  d: Digest,
  staged: Digest,
  file: ParsedFile,
  contexts: readonly RowContext[],
  stage: boolean,
) {
  for (const [c, ctx] of contexts.entries()) {
    const copySent: string[] = [];
    const blobSent: Blob[] = [];
    const copyTx = { session: { client: copyClient(copySent) } } as unknown as Tx;
    const blobTx = { session: { client: blobClient(blobSent) } } as unknown as Tx;
    const newCopy = stageBatches(copyTx);
    const newBlob = stageBatches(blobTx);
    let copy = newCopy();
    let blob = newBlob();
    for (const [k, t] of file.trades.entries()) {
      const row = toTradeRow(t, ctx);
      d.add(`row ${c}`, row);
      if (!stage || 'message' in row) continue;
      const id = ZERO_ID.slice(0, -String(k).length) + String(k);
      copy.add(row, id);
      blob.add(row, id);
      if (copy.size >= 997) {
        await copy.send();
        await blob.send();
        copy = newCopy();
        blob = newBlob();
      }
    }
    await copy.send();
    await blob.send();
    for (const text of copySent) staged.add(`copy ${c}`, text);
    // PGlite reads the very same COPY text, from a Blob.
    expect(await Promise.all(blobSent.map((b) => b.text()))).toEqual(copySent);
  }
}

const resolver = () =>
  new InstrumentResolver(
    new Map([
      ['XYZ', { pointValue: '2.5', currency: 'USD' as const }],
      ['ABC', { pointValue: '0.00000001', currency: 'BRL' as const }],
    ]),
    { WIN$N: 'WIN', Z9: 'ES' },
  );
const SAME: RowContext[] = [
  { sourceTimezone: 'America/Sao_Paulo', userTimezone: 'America/Sao_Paulo', resolver: resolver() },
];
const ZONES: RowContext[] = [
  ...SAME,
  { sourceTimezone: 'America/New_York', userTimezone: 'America/Sao_Paulo', resolver: resolver() },
  { sourceTimezone: 'UTC', userTimezone: 'Europe/London', resolver: resolver() },
  { sourceTimezone: 'America/Sao_Paulo', userTimezone: 'America/New_York', resolver: resolver() },
];

type Options = Pick<ImportOptions, 'format' | 'mapping' | 'decimal' | 'dateOrder'>;

async function digestUpload(
  name: string,
  bytes: Uint8Array,
  options: Options,
  contexts: readonly RowContext[],
  stage = true,
): Promise<{ rows: string; staged: string | null }> {
  const d = new Digest(name);
  d.input(bytes);
  let file: ParsedFile;
  try {
    file = parseUpload(bytes, options, REFERENCE_YEAR);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    d.add('error', { name: error.name, code: error.code, message: error.message });
    return { rows: d.finish(), staged: null };
  }
  // The file's own fields; the detection it once also carried (and the whole decoded text with it) is not one.
  const { trades, ...rest } = file as ParsedFile & { detection?: unknown };
  delete rest.detection;
  d.add('file', rest);
  for (const t of trades) d.add('trade', t);
  const staged = new Digest(`${name} staged`);
  await digestRows(d, staged, file, contexts, stage);
  return { rows: d.finish(), staged: stage ? staged.finish() : null };
}

/** A seeded generator (mulberry32): the same files on every run and machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  /** Mostly an ordinary value, sometimes an odd one. */
  const mostly = (common: readonly string[], odd: readonly string[]) =>
    next() < 0.85 ? pick(common) : pick(odd);
  return { next, pick, mostly, int: (n: number) => Math.floor(next() * n) };
}

const SYMBOLS = [
  'WINZ25',
  'WDOF26',
  ' WINZ25 ',
  'win$n',
  'WIN$N',
  'XYZ',
  'ABC',
  'WIN Z25',
  'ESZ5.CME',
  '-',
  'NQU26',
  'Z9',
  'WINJ6',
  'QQQ',
  'WIN-Z25',
  '',
  'WIN Z25 ',
  '[R] WINZ25',
  'wdoj26',
];
const SIDES = ['C', 'V', 'c', ' v ', 'Compra', 'VENDA', 'venda', 'X', ''];
const QTYS = [
  '1',
  '2',
  '3',
  '5',
  '10',
  '1,0',
  '1,5',
  '0',
  '-1',
  '',
  'abc',
  '1.000',
  '100',
  '01',
  ' 2 ',
  '2,00',
  '1.0',
  '99999',
  '100000',
  '9.999',
];
const PRICES = [
  '120.035,00',
  '5.100,50',
  '5100.5',
  '125.000',
  '0,00',
  '-5,00',
  '1.234.567,891',
  '12345678901234567890,5',
  '999999999999,99999999',
  '9999999999999',
  '0,000000001',
  'R$ 5,00',
  '(5,00)',
  '5,00-',
  '1,2,3',
  '',
  ' 5,5 ',
  '125100',
  '5.649',
  '0.125',
  '1234.567',
  '125.10',
  '5432.5',
  '00012,50',
  '7,',
  ',5',
  '1 234,5',
  '1\u00a0234,50',
  'US$ 10,25',
  'R$-3,00',
  '3 R$',
  '+5,5',
  '.5',
  '12,3456789012',
  '1e5',
  '5.432,123456789',
  '123.456.789.012,5',
  '4.714,10',
  '0,1',
  '0,01',
  '0,005',
  '9007199254740993',
  '900719925474099,3',
  '1.000.000',
  '5,00$',
  'BRL 12,00',
];
const RESULTS = [
  'R$ 1.234,56',
  'R$ -5,00',
  '-R$ 5,00',
  '(R$ 20,00)',
  'R$ 0,005',
  '12,345',
  '-0,005',
  '',
  'x',
  '-12,344999',
  '0,00',
  '-0,00',
  'R$ 12.345.678.901.234,56',
  '1,995',
  '-1,995',
  'R$ 999.999.999.999.999,995',
  '2,5',
  '7',
];
const pad2 = (n: number) => String(n).padStart(2, '0');

function dateText(r: ReturnType<typeof random>): string {
  const special = [
    '02/01/2025 09:00:05',
    '2/1/2025 9:00',
    '31/02/2025 10:00:00',
    '02/01/2025',
    '02/01/25 10:00:00',
    '2025-01-02 10:00:00',
    '02.01.2025 10:00:00',
    '02/01/2025 10:00:00 PM',
    '02/01/2025 24:00:00',
    '02/01/2025T10:00',
    '09/03/2025 02:30:00',
    '02/11/2025 01:30:00',
    '04/11/2018 00:30:00',
    '17/02/2018 23:30:00',
    '18/02/2018 00:30:00',
    '30/03/2025 01:30:00',
    '26/10/2025 01:30:00',
    '13/25/2025 10:00:00',
    '12/13/2025 10:00:00',
    '29/02/2024 10:00:00',
    '29/02/2025 10:00:00',
    '01/01/1899 10:00:00',
    '02/01/2025 10:60:00',
    '02/01/2025 10:00:60',
    ' 02/01/2025 10:00:00 ',
    '02/01/2025 10:00:00,123',
    '02/01/2025 10:00:00.5',
    '02/01/2025  10:00',
    '2/1/2025 12:00:00 AM',
    'ontem',
    '',
    '02/01/2025 10:00:00 pm',
    '02/01/2025 10:00:00 a.m.',
    '02-01-2025 10:00:00',
  ];
  if (r.next() < 0.25) return r.pick(special);
  const day = new Date(Date.UTC(2017, 0, 1) + r.int(365 * 10) * 86_400_000);
  const time = `${pad2(r.int(24))}:${pad2(r.int(60))}${r.next() < 0.9 ? `:${pad2(r.int(60))}` : ''}`;
  return `${pad2(day.getUTCDate())}/${pad2(day.getUTCMonth() + 1)}/${day.getUTCFullYear()} ${time}`;
}

const PROFIT_HEADERS = [
  'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Preço de Mercado;MEP;MEN;Res. Operação;Res. Operação (%);Drawdown;Total',
  'Subconta;Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Res. Operação;Total',
  'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Ganho Max.;Perda Max.;Res. Operação;Número Operação',
];

/**
 * A Profit file of `rows` rows where most cells are ordinary and the rest are every shape the readers know:
 * numbers with and without thousands, signs, currencies and parentheses, big and tiny values, bad dates, DST
 * edges, blank rows, short rows, '[R]' rows, spaces, trailing separators. `quotes` adds quoted cells (with the
 * separator or a line break inside) and quotes inside unquoted cells; `eol` picks the line breaks.
 */
function stressProfit(
  seed: number,
  rows: number,
  variant: number,
  eol: 'crlf' | 'lf' | 'cr' | 'mixed',
  quotes: boolean,
) {
  const r = random(seed);
  const header = PROFIT_HEADERS[variant] ?? '';
  const names = header.split(';');
  const lines: string[] = ['Conta: 1', 'Titular: Fulano', '', header];
  const value = (name: string, common: () => string, odd: () => string) =>
    r.next() < 0.85 ? common() : odd();
  for (let i = 0; i < rows; i += 1) {
    const roll = r.next();
    if (roll < 0.01) {
      lines.push('');
      continue;
    }
    if (roll < 0.015) {
      lines.push(';'.repeat(r.int(names.length)));
      continue;
    }
    if (roll < 0.02) {
      lines.push('   ');
      continue;
    }
    const qty = value(
      'qty',
      () => r.pick(['1', '2', '3', '5']),
      () => r.pick(QTYS),
    );
    const cells = names.map((name) => {
      switch (name) {
        case 'Subconta':
          return r.pick(['-', 'Sub 1', '', ' conta ']);
        case 'Ativo':
          return value(
            name,
            () => r.pick(['WINZ25', 'WDOF26']),
            () => r.pick(SYMBOLS),
          );
        case 'Abertura':
        case 'Fechamento':
          return dateText(r);
        case 'Qtd Compra':
          return qty;
        case 'Qtd Venda':
          return r.next() < 0.97 ? qty : r.pick(QTYS);
        case 'Lado':
          return value(
            name,
            () => r.pick(['C', 'V']),
            () => r.pick(SIDES),
          );
        case 'Preço Compra':
        case 'Preço Venda':
        case 'Preço de Mercado':
          return value(
            name,
            () => `${120 + r.int(10)}.${pad2(r.int(100))}5,${r.pick(['00', '50', '5', '25'])}`,
            () => r.pick(PRICES),
          );
        case 'MEP':
        case 'Ganho Max.':
          return value(
            name,
            () => `${r.int(500)},${r.pick(['00', '5', '50'])}`,
            () => r.pick(PRICES),
          );
        case 'MEN':
        case 'Perda Max.':
          return value(
            name,
            () => `-${r.int(500)},${r.pick(['00', '5', '50'])}`,
            () => r.pick(PRICES),
          );
        case 'Res. Operação':
          return value(
            name,
            () => `R$ ${r.next() < 0.5 ? '-' : ''}${r.int(3000)},${pad2(r.int(100))}`,
            () => r.pick(RESULTS),
          );
        default:
          return r.pick(['0,01', 'R$ 12,00', '', '1min24s', '7']);
      }
    });
    if (r.next() < 0.05) cells[r.int(cells.length)] = ` ${cells[r.int(cells.length)] ?? ''}  `;
    if (r.next() < 0.02) cells.push('');
    if (r.next() < 0.01) cells.splice(3 + r.int(4));
    if (quotes && r.next() < 0.05) {
      const k = r.int(cells.length);
      cells[k] = r.pick([
        `"${cells[k] ?? ''}"`,
        `"a;b"`,
        `"linha\r\nquebrada"`,
        `"x""y"`,
        `"lf\nonly"`,
        `5"5`,
        `"${cells[k] ?? ''}"  `,
      ]);
    }
    lines.push(cells.join(';'));
  }
  // A complete last row: a short one would stop the file as cut.
  lines.push(
    `WINZ25;02/01/2025 10:00:00;02/01/2025 10:05:00;1;1;C;120.000,00;120.100,00;${names
      .slice(8)
      .map(() => '1')
      .join(';')}`,
  );
  const breaks = { crlf: ['\r\n'], lf: ['\n'], cr: ['\r'], mixed: ['\r\n', '\n', '\r'] }[eol];
  // The preamble and the header end in CRLF (the header is found line by line on LF); the body as `eol` says.
  let text = '';
  for (const [k, line] of lines.entries()) text += line + (k < 4 ? '\r\n' : r.pick(breaks));
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/** A file of any other layout, mapped by the user, with the number conventions and date orders they can pick. */
function stressMapped(seed: number, rows: number, decimal: 'pt-BR' | 'en-US' | 'auto') {
  const r = random(seed);
  const en = [
    '1,234.56',
    '$1,234.56',
    '4 714.10',
    '(20.00)',
    '$(3.75)',
    '1,234,567.5',
    '0.5',
    '12.5',
    '-0.75',
    '3',
    '5432.25',
    '$48.10 ',
    '($75.90)',
    '125,100.5',
    '0.00000001',
    '1,000',
  ];
  const numbers = decimal === 'en-US' ? [...en, ...en, ...PRICES] : [...PRICES, ...en];
  const valid = {
    'en-US': ['5432.25', '125,100.5', '1,234.56', '0.5', '$48.10'],
    'pt-BR': ['125.000', '5.432,5', '125100,5', '0,5', 'R$ 48,10'],
    auto: ['125.000,5', '5,432.25', '125100.5', '0,5', '1.234.567'],
  }[decimal];
  const lines = ['Dia;Hora;Papel;Operação;Qtd;PM entrada;PM saída;Custo;Stop;Resultado;Obs'];
  for (let i = 0; i < rows; i += 1) {
    const date =
      r.next() < 0.8
        ? `${pad2(1 + r.int(28))}/${pad2(1 + r.int(12))}/202${r.int(7)}`
        : r.pick(['2026-03-26', '3/26/2026', '26.03.2026', '', 'x', '2026-02-30']);
    const time =
      r.next() < 0.9
        ? `${pad2(r.int(24))}:${pad2(r.int(60))}`
        : r.pick(['', '9:31:05 AM', '25:00', '10:49:05']);
    lines.push(
      [
        date,
        time,
        r.mostly(['WINJ26', 'WDOJ26', 'XYZ', 'NQM6'], SYMBOLS),
        r.mostly(['C', 'V', 'buy', 'Sell'], [...SIDES, 'long', 'short', 'b', 's']),
        r.mostly(['1', '2', '3'], QTYS),
        r.mostly(valid, numbers),
        r.mostly(valid, numbers),
        r.pick(['', '', '0,50', '1.25', '-2', '$0.50', 'R$ 1,00']),
        r.pick(['', '', '', '120.000', '5.000,5', '-1', '0']),
        r.mostly(['', '20,00', '-5.50'], RESULTS),
        r.pick(['', 'nota', ' espaço ', 'ação ç é']),
      ].join(';'),
    );
  }
  lines.push('26/03/2026;10:49;WINJ26;C;1;125.000;125.100;0;;;fim');
  return new Uint8Array(Buffer.from(lines.join('\n') + '\n', 'utf8'));
}

const MAPPING = {
  date: 'Dia',
  time: 'Hora',
  symbol: 'Papel',
  side: 'Operação',
  contracts: 'Qtd',
  entry: 'PM entrada',
  exit: 'PM saída',
  costs: 'Custo',
  stop: 'Stop',
  pnl: 'Resultado',
  notes: 'Obs',
};

/** Our own format, as the export writes it and as people edit it in a spreadsheet. */
function stressGeneric(seed: number, rows: number) {
  const r = random(seed);
  const lines = [
    'data;hora;data_saida;hora_saida;tipo;contratos;ativo;entrada;saida;mep;men;custos;stop;resultado;moeda;emocao;tags;conta;notas;id_origem',
  ];
  for (let i = 0; i < rows; i += 1) {
    lines.push(
      [
        r.mostly(['2026-03-26', '26/03/2026', '2026-03-08'], ['2026-02-30', '2026-11-01', 'x']),
        r.mostly(['10:49:00', '10:49', '23:59:59', '02:30:00'], ['', '24:00']),
        r.pick(['', '2026-03-26', '2026-03-27']),
        r.pick(['', '11:00:00', '11:00']),
        r.mostly(['compra', 'venda', 'C'], ['x', '']),
        r.mostly(['1', '2'], ['0', '1.5']),
        r.mostly(['WINJ26', 'WDOJ26', 'NQM6'], ['XYZ', 'ABC', '']),
        r.mostly(['125100.5', '125100,5', '5432.25'], ['0.00000001', '1234567890123.5', '-1']),
        r.mostly(['125200', '5430', '125100.5', '7'], ['0', '']),
        r.pick(['', '150', '12.5']),
        r.pick(['', '-75', '30']),
        r.mostly(['0', '1.25', ''], ['-1', 'x']),
        r.mostly(['', '125000'], ['0', '-5']),
        r.pick(['', '20.00', '-5.5']),
        r.pick(['', 'BRL', 'USD']),
        r.pick(['', 'calmo', 'ansioso']),
        r.mostly(['[]', '["a","b"]', ''], ['["x;y"]', 'solto']),
        r.pick(['', 'Conta 1']),
        r.pick(['', 'nota', '"com ; separador"', '"duas\nlinhas"', "'=1+1", '"aspas ""dentro"""']),
        r.pick(['', '', 'abc123', 'profit:0123456789abcdef']),
      ].join(';'),
    );
  }
  return new Uint8Array(Buffer.from(lines.join('\r\n') + '\r\n', 'utf8'));
}

interface Case {
  name: string;
  bytes: () => Uint8Array;
  options?: Options;
  contexts?: readonly RowContext[];
  stage?: boolean;
}

const fixtureNames = readdirSync(FIXTURES)
  .filter((f) => !f.endsWith('.md'))
  .sort();
const fixtureBytes = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

const CASES: Case[] = [
  ...fixtureNames.map((f) => ({ name: `fixture ${f}`, bytes: () => fixtureBytes(f), contexts: ZONES })),
  ...fixtureNames.flatMap((f) =>
    (['profit', 'mt5', 'ninjatrader', 'tradovate', 'generic'] as const).map((format) => ({
      name: `fixture ${f} as ${format}`,
      bytes: () => fixtureBytes(f),
      options: { format },
      contexts: SAME,
    })),
  ),
  ...[0, 1, 2].flatMap((variant) =>
    (['crlf', 'lf', 'cr', 'mixed'] as const).flatMap((eol) =>
      [false, true].map((quotes) => ({
        name: `stress profit v${variant} ${eol}${quotes ? ' quotes' : ''}`,
        bytes: () =>
          stressProfit(1000 + variant * 10 + eol.length + (quotes ? 5 : 0), 3000, variant, eol, quotes),
        contexts: ZONES,
      })),
    ),
  ),
  ...(['pt-BR', 'en-US', 'auto'] as const).flatMap((decimal) =>
    (['dmy', 'mdy', 'ymd', undefined] as const).map((dateOrder) => ({
      name: `stress mapped ${decimal} ${dateOrder ?? 'auto'}`,
      bytes: () => stressMapped(77 + decimal.length, 1500, decimal),
      options: { mapping: MAPPING, decimal, dateOrder },
      contexts: SAME,
    })),
  ),
  { name: 'stress generic', bytes: () => stressGeneric(5, 1500), contexts: ZONES },
  { name: 'bench profit 100k', bytes: () => profitFile(100_000), contexts: SAME },
  {
    name: 'bench profit 20k zones',
    bytes: () => profitFile(20_000),
    contexts: ZONES.slice(1),
    stage: false,
  },
];

describe('parse + validate output equals the code before the speed work (digests)', () => {
  it.each(CASES)('$name', async (c) => {
    const digest = await digestUpload(
      c.name,
      c.bytes(),
      c.options ?? {},
      c.contexts ?? SAME,
      c.stage ?? true,
    );
    expect(digest.rows, `${c.name}: parsed trades or rows changed (or a new case)`).toBe(EXPECTED[c.name]);
    // Kept apart: a deliberate change of the staged columns (trade-insert.ts COLUMNS) changes only these.
    expect(digest.staged, `${c.name}: staged COPY text or array parameters changed`).toBe(
      EXPECTED_STAGED[c.name] ?? null,
    );
  });

  it('has a digest for every case and no stale one', () => {
    const names = CASES.map((c) => c.name).sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(names);
    expect(Object.keys(EXPECTED_STAGED).filter((k) => !names.includes(k))).toEqual([]);
  });

  it('the digest sees a change in any field of a row', () => {
    const d1 = new Digest('a');
    const d2 = new Digest('b');
    d1.add('row', { pnl: '1.00', mep: undefined, at: new Date(0) });
    d2.add('row', { pnl: '1.00', at: new Date(0) });
    expect(d1.finish()).not.toBe(d2.finish());
    const d3 = new Digest('c');
    const d4 = new Digest('d');
    d3.add('row', { pnl: '1.00', at: new Date(0) });
    d4.add('row', { at: new Date(1), pnl: '1.00' });
    expect(d3.finish()).not.toBe(d4.finish());
  });
});
