// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Sends the ETH it receives on to an address by an internal call: a transaction scan does not see it.
contract Forwarder {
    function forward(address payable to) external payable {
        (bool sent, ) = to.call{value: msg.value}("");
        require(sent, "send failed");
    }
}
